// bench:catalog's searches: rotating terms of the bulk catalogue's vocabulary
// (prisma/seed/bulk-services.ts) of every kind the catalogue serves, and its sorts and filters.
// "{page2:...}" and "{page3:...}" entries are later pages of that query, with the cursor its
// earlier page answered.

/** Whole words, as typed. */
const EXACT = [
  "yoga",
  "photography",
  "wedding",
  "coaching",
  "bookkeeping",
  "karaoke",
  "pilates",
  "branding",
  "homestay",
  "python",
];
/** Typos by length: deletions, insertions, substitutions and swaps. */
const TYPOS = [
  "desgn",
  "photgraphy",
  "marketng",
  "nutrtion",
  "onilne",
  "meditaiton",
  "bookeeping",
  "karaoek",
  "pilatse",
  "trasnlation",
];
/** The last word as a prefix, as while typing. */
const PREFIXES = ["phot", "yog", "consult", "mark", "des", "anim"];
/** Several words, every one required. */
const PHRASES = ["yoga beginners", "logo design", "wedding film", "guided trek", "python course"];
const FILTERED = [
  "category=technology",
  "category=travel&search=trek",
  "category=health&search=yoga",
  "category=design&sort=price_asc",
  "category=education",
];
const SORTED = [
  "sort=price_asc",
  "sort=price_desc",
  "sort=rating",
  "sort=newest",
  "sort=popular",
  "search=coaching&sort=rating",
  "search=photography&sort=price_asc",
  "search=wedding&sort=popular",
];
/** The price, rating and duration filters: alone, together, with a category, sort or search. */
const FILTERS = [
  "minPrice=100&maxPrice=500",
  "minRating=4.5",
  "duration=day",
  "minPrice=1000&sort=price_asc",
  "duration=week&minRating=4&sort=rating",
  "category=design&minPrice=100&maxPrice=300&sort=newest",
  "minPrice=4990&sort=popular",
  "category=travel&duration=day&minRating=4.5",
  "search=coaching&maxPrice=200",
  "search=photography&minRating=4.5&sort=price_desc",
];
const LATER_PAGES = [
  "{page2:sort=price_asc}",
  "{page2:search=yoga}",
  "{page3:search=desgn}",
  "{page2:}",
  "{page2:category=technology}",
  "{page2:minRating=4.5&sort=newest}",
  "{page2:duration=month&sort=popular}",
];

const search = (term: string) => `search=${encodeURIComponent(term)}`;

/** The mix, interleaved so that consecutive requests are of different kinds. */
export function catalogMix(): string[] {
  const lists = [
    EXACT.map(search),
    TYPOS.map(search),
    PREFIXES.map(search),
    PHRASES.map(search),
    FILTERED,
    SORTED,
    FILTERS,
    LATER_PAGES,
    [""],
  ];
  const mix: string[] = [];
  const longest = Math.max(...lists.map((list) => list.length));
  for (let index = 0; index < longest; index += 1) {
    for (const list of lists) if (index < list.length) mix.push(list[index]!);
  }
  return mix;
}

/** A later-page entry's base query and page number, or null for a first page. */
export function laterPage(entry: string): { base: string; page: number } | null {
  const match = /^\{page(\d):(.*)\}$/.exec(entry);
  return match ? { base: match[2]!, page: Number(match[1]) } : null;
}
