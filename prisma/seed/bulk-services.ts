// A large, realistic catalogue for load tests and benchmarks (`npm run seed:bulk -- <n>`):
// n active services across ceil(n / 50) organizations, with titles, descriptions, features,
// tags, prices and durations composed from word lists per category.
//
// Generation is pure and deterministic for a seed (a small PRNG, no Math.random), so tests can
// check it and two runs with the same seed describe the same catalogue. Services are produced by
// a generator rather than an array: a million services would not fit comfortably in memory.
//
// The bulk catalogue carries no money: no bookings, no reviews, no ledger transfers. Its review
// and booking counters are written directly so that sorting by rating or popularity has
// something to sort; every coin still moves only through the ledger.
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { SERVICE_CATEGORIES, type ServiceCategory } from "../../modules/catalog/shared/categories";

export const MAX_BULK_SERVICES = 1_000_000;
/** About one organization per this many services. */
const SERVICES_PER_ORGANIZATION = 50;
export const MIN_PRICE = 10;
export const MAX_PRICE = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------

/** mulberry32: tiny, fast, and good enough to make catalogue text look varied. */
function createRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns a run id into a seed when none is given. */
export function seedFromString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

type Rng = () => number;

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error("bulk seed: picked from an empty list");
  return item;
}

/** `count` distinct items in random order (partial Fisher-Yates on a copy). */
function pickSome<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const copy = [...items];
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(rng() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

function between(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

// ---------------------------------------------------------------------------
// Word lists
// ---------------------------------------------------------------------------

interface CategoryWords {
  qualifiers: readonly string[];
  subjects: readonly string[];
  formats: readonly string[];
  audiences: readonly string[];
  benefits: readonly string[];
  features: readonly string[];
  tags: readonly string[];
  durations: readonly string[];
  /** Typical price range in coins; sampled log-uniformly, so cheap offers are more common. */
  price: readonly [number, number];
  /** Organization name endings for organizations working mainly in this category. */
  orgSuffixes: readonly string[];
  /** "... that <activity>", in organization descriptions. */
  activity: string;
}

// Kept one list per line (prettier would put every word on its own line: 800 lines of lists).
// prettier-ignore
const WORDS: Record<ServiceCategory, CategoryWords> = {
  technology: {
    qualifiers: ["Scalable", "Secure", "Cloud-Native", "Rapid", "Production-Ready", "Modern", "Serverless", "Lightweight", "Enterprise", "Custom"],
    subjects: ["Web Application", "Mobile App", "API Integration", "Database Migration", "E-commerce Store", "Data Pipeline", "DevOps Setup", "Payment Gateway", "Chatbot", "Website Redesign", "Cloud Infrastructure", "Security Audit", "Analytics Dashboard", "CRM Integration"],
    formats: ["Build", "Sprint", "Audit", "Package", "Retainer", "Setup", "Overhaul", "Prototype"],
    audiences: ["for Startups", "for Small Businesses", "for Retailers", "for SaaS Teams", "for Clinics", "for Nonprofits"],
    benefits: ["Ships with automated tests, documentation and a handover call.", "Built on a maintainable stack your own developers can extend.", "Includes monitoring and alerts so problems surface before your customers notice.", "Performance is measured before and after, with a written report.", "Source code and credentials are handed over at the end of the engagement."],
    features: ["Weekly progress demos", "Automated test suite", "CI/CD pipeline", "Responsive design", "Performance report", "Thirty days of bug fixes", "Source code handover", "Security review", "Load testing", "Technical documentation", "Uptime monitoring"],
    tags: ["web", "software", "cloud", "api", "mobile", "devops", "security", "automation"],
    durations: ["3 days", "1 week", "2 weeks", "3 weeks", "1 month", "2 months", "3 months"],
    price: [80, 5000],
    orgSuffixes: ["Labs", "Digital", "Technologies", "Systems", "Software"],
    activity: "builds and runs software for growing businesses",
  },
  design: {
    qualifiers: ["Minimal", "Bold", "Premium", "Express", "Playful", "Elegant", "Modern", "Hand-Crafted", "Brand-First", "Accessible"],
    subjects: ["Logo Design", "Brand Identity", "UI Design", "UX Research", "Packaging Design", "Illustration", "Pitch Deck Design", "Social Media Kit", "Landing Page Design", "Icon Set", "Print Brochure", "Interior Mood Board", "Menu Design"],
    formats: ["Package", "Sprint", "Kit", "Refresh", "Workshop", "Bundle", "Concept Round"],
    audiences: ["for Startups", "for Cafes", "for Boutiques", "for Authors", "for Product Teams", "for Events"],
    benefits: ["Three initial concepts and two rounds of revisions are included.", "Every file is delivered in print and web formats with a short style guide.", "Designs are checked for colour contrast and legibility on small screens.", "You keep full rights to the final artwork.", "A kickoff call captures your audience, tone and references before any sketching."],
    features: ["Three initial concepts", "Two revision rounds", "Editable source files", "Brand style guide", "Print-ready exports", "Social media sizes", "Colour palette", "Typography pairing", "Accessibility check", "Mockups"],
    tags: ["design", "branding", "logo", "ui", "ux", "illustration", "graphics", "print"],
    durations: ["3 days", "5 days", "1 week", "2 weeks", "3 weeks"],
    price: [40, 2500],
    orgSuffixes: ["Studio", "Design Co.", "Creative", "Atelier"],
    activity: "designs brands, products and printed matter",
  },
  marketing: {
    qualifiers: ["Data-Driven", "Local", "Performance", "Organic", "Growth", "Full-Funnel", "Targeted", "Seasonal", "Always-On", "Launch"],
    subjects: ["SEO", "Social Media Management", "Email Campaign", "Content Marketing", "Google Ads", "Influencer Outreach", "Marketing Strategy", "Product Launch Campaign", "Newsletter", "Video Ads", "Copywriting", "Reputation Management"],
    formats: ["Audit", "Retainer", "Campaign", "Package", "Plan", "Sprint", "Starter Pack"],
    audiences: ["for Startups", "for Restaurants", "for Online Stores", "for Local Shops", "for Coaches", "for B2B Brands"],
    benefits: ["Results are reported monthly against targets agreed at the start.", "Includes keyword research and a competitor review for your market.", "Content is written by specialists and approved by you before it goes live.", "Budgets are tracked daily so no campaign overspends.", "Ends with a plan your own team can keep running."],
    features: ["Keyword research", "Monthly report", "Content calendar", "Ad creative", "A/B testing", "Competitor analysis", "Landing page copy", "Conversion tracking", "Audience segmentation", "Two strategy calls"],
    tags: ["marketing", "seo", "social", "ads", "content", "email", "growth", "branding"],
    durations: ["1 week", "2 weeks", "1 month", "3 months", "6 months"],
    price: [50, 4000],
    orgSuffixes: ["Media", "Marketing", "Growth", "Agency"],
    activity: "runs campaigns that bring customers to small brands",
  },
  consulting: {
    qualifiers: ["Strategic", "Hands-On", "Independent", "Executive", "Practical", "Fractional", "Expert", "One-to-One", "Operational", "Rapid"],
    subjects: ["Business Strategy", "Financial Planning", "Operations Review", "Fundraising Advisory", "Legal Compliance", "Tax Planning", "Product Management", "HR Policy", "Supply Chain Review", "Market Entry", "Pricing Strategy", "Technology Roadmap"],
    formats: ["Session", "Consultation", "Review", "Workshop", "Advisory", "Assessment", "Clinic"],
    audiences: ["for Founders", "for Family Businesses", "for SMEs", "for Nonprofits", "for Manufacturers", "for First-Time Managers"],
    benefits: ["Every session ends with written notes and clear next steps.", "Advisors have run or funded businesses like yours.", "Recommendations are ranked by cost, effort and expected impact.", "Includes a follow-up call two weeks later to review progress.", "Confidential: an NDA is signed before any documents are shared."],
    features: ["Written action plan", "Follow-up call", "Document review", "Financial model template", "NDA on request", "Email support for a week", "Benchmark report", "Recorded session", "Priority booking", "Slide summary"],
    tags: ["consulting", "strategy", "finance", "legal", "advisory", "operations", "startup", "mentoring"],
    durations: ["45 minutes", "60 minutes", "90 minutes", "2 hours", "1 day", "2 weeks"],
    price: [30, 3000],
    orgSuffixes: ["Partners", "Advisory", "Consulting", "Associates"],
    activity: "advises founders and managers on strategy and operations",
  },
  entertainment: {
    qualifiers: ["Live", "Acoustic", "Interactive", "Family-Friendly", "Late-Night", "Themed", "Open-Air", "Intimate", "Festive", "Immersive"],
    subjects: ["DJ Set", "Stand-Up Comedy Show", "Magic Show", "Live Band", "Karaoke Night", "Murder Mystery Party", "Puppet Show", "Quiz Night", "Dance Performance", "Movie Screening", "Game Night", "Poetry Evening"],
    formats: ["Package", "Performance", "Experience", "Night", "Show", "Booking"],
    audiences: ["for Weddings", "for Birthdays", "for Corporate Events", "for Schools", "for House Parties", "for Festivals"],
    benefits: ["Performers arrive early with their own sound equipment.", "The programme is tailored to your guests and venue.", "Includes a planning call to agree timings and song or act requests.", "Suitable for audiences from ten to a few hundred.", "Backup performers are on call in case of illness."],
    features: ["Sound system included", "Lighting rig", "Custom playlist", "Host or MC", "Setup and teardown", "Two performers", "Props and costumes", "Audience participation", "Photo moments", "Encore set"],
    tags: ["music", "party", "comedy", "event", "live", "performance", "wedding", "festival"],
    durations: ["1 hour", "2 hours", "3 hours", "4 hours", "1 day"],
    price: [60, 4500],
    orgSuffixes: ["Events", "Entertainment", "Productions", "Live"],
    activity: "produces shows and performances for private and public events",
  },
  health: {
    qualifiers: ["Guided", "Personal", "Holistic", "Beginner", "Advanced", "Gentle", "Intensive", "Mindful", "Restorative", "Online"],
    subjects: ["Yoga", "Nutrition Coaching", "Physiotherapy", "Meditation", "Personal Training", "Sleep Coaching", "Ayurveda Consultation", "Pilates", "Stress Management", "Posture Correction", "Prenatal Fitness", "Running Coaching"],
    formats: ["Session", "Programme", "Course", "Plan", "Class Pack", "Assessment", "Retreat"],
    audiences: ["for Beginners", "for Desk Workers", "for Seniors", "for New Parents", "for Athletes", "for Couples"],
    benefits: ["Led by certified practitioners with at least five years of experience.", "Starts with an assessment of your goals and any health conditions.", "Each plan adapts week by week as you progress.", "Sessions run online or in person, whichever suits you.", "Includes simple routines you can keep doing on your own."],
    features: ["Initial assessment", "Personalised plan", "Progress tracking", "Video library access", "Meal plan", "Weekly check-ins", "Certified trainer", "Home workout guide", "Chat support", "Habit tracker"],
    tags: ["health", "fitness", "yoga", "wellness", "nutrition", "meditation", "therapy", "coaching"],
    durations: ["45 minutes", "60 minutes", "90 minutes", "4 weeks", "8 weeks", "12 weeks"],
    price: [10, 1500],
    orgSuffixes: ["Wellness", "Health", "Fitness", "Care"],
    activity: "helps people move, eat and sleep better",
  },
  lifestyle: {
    qualifiers: ["Curated", "Sustainable", "Personal", "Seasonal", "Premium", "Eco-Friendly", "Cosy", "Weekend", "Signature", "Express"],
    subjects: ["Home Organising", "Personal Styling", "Cooking Class", "Gardening Help", "Wardrobe Refresh", "Interior Styling", "Organic Produce Box", "Pet Grooming", "Wedding Planning", "Co-Living Stay", "Home Cleaning", "Meal Prep"],
    formats: ["Session", "Box", "Package", "Visit", "Subscription", "Workshop", "Service"],
    audiences: ["for Families", "for Busy Professionals", "for Couples", "for New Homes", "for Students", "for Pet Owners"],
    benefits: ["Everything is planned around your schedule, including weekends.", "Uses local, low-waste suppliers wherever possible.", "A short questionnaire beforehand means no time is wasted on the day.", "Ongoing tips are shared by email after each visit.", "Fully insured professionals with verified references."],
    features: ["Home visit", "Shopping list", "Seasonal produce", "Eco-friendly supplies", "Style lookbook", "Follow-up tips", "Flexible scheduling", "Recipe cards", "Storage plan", "Free rescheduling"],
    tags: ["lifestyle", "home", "organic", "style", "cooking", "garden", "living", "sustainable"],
    durations: ["2 hours", "3 hours", "1 day", "1 week", "1 month"],
    price: [15, 2000],
    orgSuffixes: ["Living", "Home", "Collective", "Co."],
    activity: "makes everyday living easier and more sustainable",
  },
  travel: {
    qualifiers: ["Guided", "Sustainable", "Offbeat", "Heritage", "Adventure", "Slow", "Coastal", "Himalayan", "Weekend", "Luxury"],
    subjects: ["Trek", "City Walk", "Homestay", "Road Trip", "Wildlife Safari", "Food Trail", "Backwater Cruise", "Camping Trip", "Photography Tour", "Cycling Tour", "Temple Trail", "Island Getaway"],
    formats: ["Package", "Tour", "Experience", "Getaway", "Itinerary", "Escape"],
    audiences: ["for Families", "for Solo Travellers", "for Couples", "for Groups", "for Students", "for Photographers"],
    benefits: ["Small groups with local guides and community-run stays.", "Transport, permits and meals are arranged end to end.", "Itineraries avoid peak crowds and leave room to rest.", "Part of every booking funds local conservation work.", "A 24/7 helpline is available throughout the trip."],
    features: ["Local guide", "Meals included", "Transport", "Homestay accommodation", "Permits arranged", "Travel insurance", "Packing list", "Small group", "Photography stops", "Emergency support"],
    tags: ["travel", "trip", "tour", "adventure", "homestay", "trek", "nature", "culture"],
    durations: ["1 day", "2 days", "3 days", "5 days", "1 week", "10 days", "2 weeks"],
    price: [50, 5000],
    orgSuffixes: ["Trails", "Journeys", "Travels", "Expeditions"],
    activity: "designs responsible trips with local communities",
  },
  business: {
    qualifiers: ["Complete", "Fast-Track", "Compliant", "Affordable", "Managed", "Monthly", "Express", "Professional", "Virtual", "Annual"],
    subjects: ["Company Registration", "Bookkeeping", "GST Filing", "Payroll", "Trademark Filing", "Business Plan", "Virtual Assistant", "Invoice Management", "Vendor Onboarding", "Contract Drafting", "Market Research", "Recruitment"],
    formats: ["Service", "Package", "Plan", "Retainer", "Filing", "Support"],
    audiences: ["for Startups", "for Freelancers", "for SMEs", "for Exporters", "for Retailers", "for Agencies"],
    benefits: ["Handled by qualified accountants and company secretaries.", "Deadlines are tracked for you with reminders well ahead of time.", "All documents are stored securely and shared through one dashboard.", "Fixed price, with no hidden government or filing fees.", "A named account manager answers within one business day."],
    features: ["Dedicated account manager", "Document checklist", "Filing reminders", "Secure document vault", "Monthly statements", "Compliance calendar", "Email support", "Government fees included", "Digital signature", "Quarterly review"],
    tags: ["business", "finance", "legal", "compliance", "accounting", "startup", "tax", "admin"],
    durations: ["1 day", "3 days", "1 week", "1 month", "3 months", "12 months"],
    price: [25, 3500],
    orgSuffixes: ["Services", "Solutions", "Corporate", "Business Hub"],
    activity: "takes paperwork and compliance off founders' desks",
  },
  creative: {
    qualifiers: ["Cinematic", "Candid", "Hand-Drawn", "Professional", "Story-Led", "Vintage", "Studio", "Aerial", "Editorial", "Custom"],
    subjects: ["Photography", "Video Editing", "Podcast Production", "Music Composition", "Voice-Over", "Animation", "Portrait Session", "Product Photography", "Documentary", "Wedding Film", "Mural Painting", "Calligraphy"],
    formats: ["Session", "Package", "Shoot", "Production", "Commission", "Edit"],
    audiences: ["for Brands", "for Weddings", "for Musicians", "for Online Stores", "for YouTubers", "for Authors"],
    benefits: ["Raw footage or files are kept for a year in case you need another edit.", "A shot list or brief is agreed before the shoot day.", "Edited work is delivered in the formats each platform needs.", "Licensed music and fonts only: safe for commercial use.", "Two rounds of feedback on the first cut are included."],
    features: ["Edited high-resolution files", "Shot list", "Licensed music", "Colour grading", "Two feedback rounds", "Online gallery", "Behind-the-scenes clips", "Drone footage", "Studio time", "Usage rights"],
    tags: ["photography", "video", "music", "art", "film", "audio", "animation", "creative"],
    durations: ["2 hours", "4 hours", "1 day", "3 days", "1 week", "2 weeks"],
    price: [30, 4500],
    orgSuffixes: ["Films", "Pictures", "Sound", "Arts"],
    activity: "tells stories with photographs, film and sound",
  },
  education: {
    qualifiers: ["Beginner", "Intermediate", "Advanced", "Intensive", "Weekend", "Live", "Self-Paced", "Mentored", "Certified", "Crash"],
    subjects: ["Python Programming", "Spoken English", "Data Science", "Public Speaking", "Guitar Lessons", "Mathematics Tutoring", "Excel Skills", "French Language", "Digital Marketing", "UX Design", "Exam Preparation", "Creative Writing"],
    formats: ["Course", "Bootcamp", "Workshop", "Class", "Tutoring", "Masterclass", "Programme"],
    audiences: ["for Beginners", "for Students", "for Professionals", "for Kids", "for Career Changers", "for Teachers"],
    benefits: ["Small cohorts so every learner gets feedback on their work.", "Classes are recorded in case you miss a session.", "Each module ends with a practical project.", "A certificate of completion is issued at the end.", "Mentors answer questions between classes."],
    features: ["Live classes", "Recorded sessions", "Practice exercises", "Certificate", "Mentor support", "Project review", "Study notes", "Mock tests", "Community forum", "Career guidance"],
    tags: ["education", "course", "learning", "tutoring", "skills", "training", "language", "coding"],
    durations: ["90 minutes", "2 hours", "1 week", "4 weeks", "6 weeks", "8 weeks", "12 weeks"],
    price: [10, 2500],
    orgSuffixes: ["Academy", "Learning", "Institute", "School"],
    activity: "teaches practical skills in small, mentored groups",
  },
  other: {
    qualifiers: ["Reliable", "Same-Day", "Flexible", "Affordable", "Trusted", "Quick", "On-Demand", "Premium", "Local", "Careful"],
    subjects: ["Translation", "Event Staffing", "Moving Help", "Errand Running", "Handyman Visit", "Tech Support", "Document Notarisation", "Transcription", "Data Entry", "Proofreading", "Courier Service", "Appliance Repair"],
    formats: ["Service", "Visit", "Package", "Job", "Booking", "Help"],
    audiences: ["for Households", "for Offices", "for Students", "for Seniors", "for Small Businesses", "for Landlords"],
    benefits: ["Background-checked helpers with ratings from earlier customers.", "Clear pricing agreed before any work begins.", "Available on weekends and public holidays.", "Work is guaranteed: anything missed is redone free of charge.", "A confirmation message with the helper's details is sent a day ahead."],
    features: ["Background-checked staff", "Weekend availability", "Fixed price", "Work guarantee", "Same-day option", "Tools included", "Photo updates", "Invoice provided", "Insurance cover", "Free cancellation"],
    tags: ["services", "help", "repair", "support", "local", "errands", "translation", "admin"],
    durations: ["30 minutes", "60 minutes", "2 hours", "half a day", "1 day", "3 days"],
    price: [10, 1200],
    orgSuffixes: ["Helpers", "Services", "Assist", "Works"],
    activity: "sends trusted helpers for everyday jobs",
  },
};

// prettier-ignore
const NAME_STARTS = ["Bright", "Blue", "North", "Silver", "Lotus", "Summit", "Cedar", "Harbor", "Saffron", "Indigo", "Maple", "Coral", "Granite", "Willow", "Aurora", "Monsoon", "Peak", "River", "Sunrise", "Zenith", "Amber", "Banyan", "Copper", "Deccan"];
// prettier-ignore
const NAME_ENDS = ["path", "wave", "field", "stone", "light", "bridge", "craft", "point", "leaf", "forge", "gate", "spring"];
// prettier-ignore
const FIRST_NAMES = ["Aarav", "Ananya", "Rohan", "Meera", "Vikram", "Priya", "Arjun", "Kavya", "Sameer", "Neha", "Daniel", "Sofia", "Kabir", "Isha", "Rahul", "Fatima", "Joseph", "Lakshmi", "Nikhil", "Tara"];
// prettier-ignore
const LAST_NAMES = ["Sharma", "Iyer", "Menon", "Kapoor", "Bose", "Reddy", "Nair", "Patel", "Gupta", "Fernandes", "Khan", "Das", "Joshi", "Pillai", "Mehta", "Singh", "Rao", "Chatterjee", "Thomas", "Verma"];
// prettier-ignore
const CITIES = ["Bengaluru", "Mumbai", "Pune", "Delhi", "Chennai", "Hyderabad", "Kochi", "Jaipur", "Ahmedabad", "Kolkata", "Goa", "Chandigarh"];
const SIZES = ["small", "growing", "independent", "family-run", "award-winning", "remote-first"];

// ---------------------------------------------------------------------------
// The plan
// ---------------------------------------------------------------------------

interface BulkOrganization {
  userId: string;
  organizationId: string;
  /** Contact person: the org account's name. */
  contactName: string;
  email: string;
  name: string;
  description: string;
  website: string;
  verified: boolean;
  /** Most of its services are in this category. */
  category: ServiceCategory;
  createdAt: Date;
}

export interface BulkService {
  id: string;
  organizationId: string;
  title: string;
  description: string;
  price: number;
  category: ServiceCategory;
  features: string[];
  duration: string;
  tags: string[];
  images: string[];
  ratingSum: number;
  reviewCount: number;
  bookingCount: number;
  createdAt: Date;
}

export interface BulkPlan {
  runId: string;
  seed: number;
  count: number;
  organizations: BulkOrganization[];
  /** The services, generated afresh (and identically) on each call. */
  services(): Generator<BulkService>;
}

export interface BulkPlanOptions {
  /** Goes into ids and emails, so several runs can add to one database. [a-z0-9], 1-16 chars. */
  runId: string;
  /** PRNG seed; derived from the run id when omitted. */
  seed?: number;
  /** Creation dates fall in the year before this. */
  now?: Date;
}

/** The command line's service count, or what is wrong with it. */
export function parseBulkCount(raw: string | undefined): number | string {
  const text = raw?.trim() ?? "";
  if (text === "") return "missing the number of services";
  if (!/^\d+$/.test(text)) return `"${raw}" is not a positive whole number`;
  const count = Number(text);
  if (count < 1) return "the number of services must be at least 1";
  if (count > MAX_BULK_SERVICES) {
    return `${count.toLocaleString("en-US")} is more than the limit of ${MAX_BULK_SERVICES.toLocaleString("en-US")}`;
  }
  return count;
}

export function organizationCount(services: number): number {
  return Math.ceil(services / SERVICES_PER_ORGANIZATION);
}

/** Rounds to what a seller would type: 5s below 100, 10s below 1000, 50s above. */
function roundPrice(value: number): number {
  const step = value < 100 ? 5 : value < 1000 ? 10 : 50;
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, Math.round(value / step) * step));
}

/** Mid-sentence case: "Backwater Cruise" -> "backwater cruise"; "A/B", "UI", "SaaS" stay. */
function lowerWords(phrase: string): string {
  return phrase
    .split(" ")
    .map((word) =>
      word
        .split("-")
        .map((part) => (/[A-Z/0-9]/.test(part.slice(1)) ? part : part.toLowerCase()))
        .join("-"),
    )
    .join(" ");
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "An" : "A";
}

/** Describes n services (and their organizations) without touching any database. */
export function planBulkCatalogue(count: number, options: BulkPlanOptions): BulkPlan {
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_BULK_SERVICES) {
    throw new RangeError(`bulk seed: count must be a whole number from 1 to ${MAX_BULK_SERVICES}`);
  }
  if (!/^[a-z0-9]{1,16}$/.test(options.runId)) {
    throw new RangeError("bulk seed: runId must be 1-16 lower-case letters or digits");
  }
  const { runId } = options;
  const seed = (options.seed ?? seedFromString(runId)) >>> 0;
  const now = (options.now ?? new Date()).getTime();
  // Separate streams: regenerating the services never depends on how the orgs were drawn.
  const orgRng = createRng(seed);
  const organizations: BulkOrganization[] = [];
  for (let i = 0; i < organizationCount(count); i += 1) {
    const category = pick(orgRng, SERVICE_CATEGORIES);
    const words = WORDS[category];
    const stem = `${pick(orgRng, NAME_STARTS)}${pick(orgRng, NAME_ENDS)}`;
    const name = `${stem} ${pick(orgRng, words.orgSuffixes)}`;
    const city = pick(orgRng, CITIES);
    organizations.push({
      userId: `bulk_${runId}_u${i}`,
      organizationId: `bulk_${runId}_o${i}`,
      contactName: `${pick(orgRng, FIRST_NAMES)} ${pick(orgRng, LAST_NAMES)}`,
      email: `bulk-org-${runId}-${i}@example.test`,
      name,
      description: `${name} is a ${pick(orgRng, SIZES)} team in ${city} that ${words.activity}.`,
      website: `https://${stem.toLowerCase()}-${runId}-${i}.example.com`,
      verified: orgRng() < 0.85,
      category,
      createdAt: new Date(now - (400 + Math.floor(orgRng() * 600)) * DAY_MS),
    });
  }

  function* services(): Generator<BulkService> {
    const rng = createRng(seed ^ 0x5eed5eed);
    for (let i = 0; i < count; i += 1) {
      // Every organization gets at least one service; the rest land anywhere.
      const org =
        organizations[i < organizations.length ? i : Math.floor(rng() * organizations.length)]!;
      const category = rng() < 0.8 ? org.category : pick(rng, SERVICE_CATEGORIES);
      const words = WORDS[category];
      const subject = pick(rng, words.subjects);
      // No "Quiz Night Night" or "Personal Personal Training": words around the subject never
      // repeat one of its words.
      const subjectWords = new Set(subject.toLowerCase().split(" "));
      const fresh = (word: string) => !subjectWords.has(word.toLowerCase());
      const qualifier = pick(rng, words.qualifiers.filter(fresh));
      const format = pick(rng, words.formats.filter(fresh));
      const audience = pick(rng, words.audiences);
      const shape = rng();
      const title =
        shape < 0.3
          ? `${qualifier} ${subject} ${format}`
          : shape < 0.55
            ? `${subject} ${format} ${audience}`
            : shape < 0.8
              ? `${qualifier} ${subject} ${audience}`
              : `${subject} ${format}`;
      const features = pickSome(rng, words.features, between(rng, 3, 5));
      const duration = pick(rng, words.durations);
      const [low, high] = words.price;
      const price = roundPrice(low * Math.pow(high / low, rng()));
      const description = [
        `${article(qualifier)} ${lowerWords(`${qualifier} ${subject} ${format} ${audience}`)}, delivered by ${org.name}.`,
        pick(rng, words.benefits),
        `Includes ${lowerWords(features[0]!)} and ${lowerWords(features[1]!)}; usually takes ${duration}.`,
      ].join(" ");
      const tags = [category, ...pickSome(rng, words.tags, between(rng, 2, 3))].filter(
        (tag, index, all) => all.indexOf(tag) === index,
      );
      // About 45% have reviews, mostly a few, mostly good: enough to make sort=rating meaningful.
      let reviewCount = 0;
      let ratingSum = 0;
      let bookingCount = 0;
      if (rng() < 0.45) {
        reviewCount = 1 + Math.floor(rng() * rng() * 150);
        const average = 5 - 2.5 * rng() * rng();
        ratingSum = Math.min(
          5 * reviewCount,
          Math.max(reviewCount, Math.round(average * reviewCount)),
        );
        bookingCount = reviewCount + Math.floor(rng() * reviewCount * 1.5);
      } else if (rng() < 0.3) {
        bookingCount = 1 + Math.floor(rng() * 8);
      }
      yield {
        id: `bulk_${runId}_s${i}`,
        organizationId: org.organizationId,
        title,
        description,
        price,
        category,
        features,
        duration,
        tags,
        images: [`/images/categories/${category}.svg`],
        ratingSum,
        reviewCount,
        bookingCount,
        createdAt: new Date(now - Math.floor(rng() * 365 * DAY_MS)),
      };
    }
  }

  return { runId, seed, count, organizations, services };
}

// ---------------------------------------------------------------------------
// Writing it
// ---------------------------------------------------------------------------

export interface InsertOptions {
  /** Services per INSERT statement. */
  batchSize?: number;
  onProgress?: (servicesInserted: number) => void;
}

export interface InsertResult {
  organizations: number;
  services: number;
}

function* batches<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** A PostgreSQL array literal, so a column of text[] values can travel as one text[] parameter. */
export function pgTextArrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, (char) => `\\${char}`)}"`).join(",")}}`;
}

/**
 * One multi-row INSERT of a batch of services: each column goes as one array parameter and
 * unnest() turns the arrays back into rows. On PostgreSQL this is about three times faster than
 * createMany (whose cost here is building and binding 16 parameters per row), so 100k services
 * take seconds rather than a minute. Array columns (features, tags, images) travel as array
 * literals because unnest() cannot unpack ragged two-dimensional arrays. Timestamps travel as
 * ISO strings and are read in UTC, as Prisma writes them, whatever the session's time zone.
 */
async function insertServices(tx: Prisma.TransactionClient, batch: BulkService[]): Promise<void> {
  const column = <T>(get: (service: BulkService) => T): T[] => batch.map(get);
  await tx.$executeRaw`
    INSERT INTO "Service" ("id", "organizationId", "title", "description", "price", "category",
      "status", "features", "duration", "images", "tags", "ratingSum", "reviewCount",
      "bookingCount", "createdAt", "updatedAt")
    SELECT "id", "organizationId", "title", "description", "price", "category"::"ServiceCategory",
      'active', "features"::text[], "duration", "images"::text[], "tags"::text[], "ratingSum",
      "reviewCount", "bookingCount", "createdAt"::timestamptz AT TIME ZONE 'UTC',
      now() AT TIME ZONE 'UTC'
    FROM unnest(
      ${column((s) => s.id)}::text[], ${column((s) => s.organizationId)}::text[],
      ${column((s) => s.title)}::text[], ${column((s) => s.description)}::text[],
      ${column((s) => s.price)}::int[], ${column((s) => s.category)}::text[],
      ${column((s) => pgTextArrayLiteral(s.features))}::text[],
      ${column((s) => s.duration)}::text[],
      ${column((s) => pgTextArrayLiteral(s.images))}::text[],
      ${column((s) => pgTextArrayLiteral(s.tags))}::text[],
      ${column((s) => s.ratingSum)}::int[], ${column((s) => s.reviewCount)}::int[],
      ${column((s) => s.bookingCount)}::int[], ${column((s) => s.createdAt.toISOString())}::text[]
    ) AS t("id", "organizationId", "title", "description", "price", "category", "features",
      "duration", "images", "tags", "ratingSum", "reviewCount", "bookingCount", "createdAt")`;
}

/**
 * Writes the plan in one transaction, so a failed run leaves nothing behind: org accounts (no
 * password: they cannot sign in, and nobody needs to), their profiles, then the services.
 */
export async function insertBulkCatalogue(
  prisma: PrismaClient,
  plan: BulkPlan,
  options: InsertOptions = {},
): Promise<InsertResult> {
  const size = options.batchSize ?? 5000;
  return prisma.$transaction(
    async (tx) => {
      // createMany binds 7 parameters per row: 1000 rows stay far below PostgreSQL's 65535.
      for (const batch of batches(plan.organizations, 1000)) {
        await tx.user.createMany({
          data: batch.map((org): Prisma.UserCreateManyInput => ({
            id: org.userId,
            name: org.contactName,
            email: org.email,
            role: "org",
            passwordHash: null,
            emailVerified: org.createdAt,
            createdAt: org.createdAt,
          })),
        });
        await tx.organizationProfile.createMany({
          data: batch.map((org): Prisma.OrganizationProfileCreateManyInput => ({
            id: org.organizationId,
            userId: org.userId,
            name: org.name,
            description: org.description,
            website: org.website,
            verified: org.verified,
            createdAt: org.createdAt,
          })),
        });
      }
      let services = 0;
      for (const batch of batches(plan.services(), size)) {
        await insertServices(tx, batch);
        services += batch.length;
        options.onProgress?.(services);
      }
      return { organizations: plan.organizations.length, services };
    },
    // One transaction for the whole run: generous limits, this is an offline tool.
    { maxWait: 60_000, timeout: 60 * 60_000 },
  );
}
