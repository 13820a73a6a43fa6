// docs/spec.md's /payment and /feedback links name a showcase option by its title ("Monthly Stay"),
// as typed or pasted by people: the name matches whatever its case, spacing or Unicode form.

/** "  monthly   STAY " and "Monthly Stay" name the same option. */
export function normalizeTitle(title: string): string {
  return title.normalize("NFKC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
}

/**
 * The option a link's name (and price, when it has one) points to, from the live showcase options
 * in display order. Two options may share a title; the link's price then tells them apart, and
 * otherwise the first one shown wins.
 */
export function pickLinkedOption<T extends { title: string; price: number }>(
  options: readonly T[],
  name: string | undefined,
  price?: number,
): T | null {
  if (!name) return null;
  const wanted = normalizeTitle(name);
  if (!wanted) return null;
  const named = options.filter((option) => normalizeTitle(option.title) === wanted);
  return named.find((option) => price !== undefined && option.price === price) ?? named[0] ?? null;
}
