import { describe, it, expect } from "vitest";
import { SERVICE_CATEGORIES } from "../../modules/catalog/shared/categories";
import {
  DEMO_ACCOUNTS,
  DEMO_CUSTOMERS,
  DEMO_HISTORY,
  DEMO_ORGANIZATIONS,
  DEMO_PASSWORD,
  DEMO_SERVICES,
  DEMO_SHOWCASES,
} from "./demo-data";

// docs/spec.md section 2, "Static service pages" table, written out literally.
const SPEC_SHOWCASES = [
  {
    slug: "living-spaces",
    title: "Living Spaces",
    linkPrice: 100,
    options: [
      ["Monthly Stay", 100],
      ["Weekly Stay", 30],
      ["Daily Stay", 5],
    ],
  },
  {
    slug: "sustainable-trips",
    title: "Sustainable Trips",
    linkPrice: 250,
    options: [
      ["Weekend Getaway", 250],
      ["Week-long Adventure", 800],
      ["Extended Journey", 1500],
    ],
  },
  {
    slug: "organic-products",
    title: "Organic Products",
    linkPrice: 50,
    options: [
      ["Fresh Produce Box", 50],
      ["Wellness Package", 75],
      ["Premium Bundle", 120],
    ],
  },
  {
    slug: "tech-services",
    title: "Tech Services",
    linkPrice: 150,
    options: [
      ["Basic Website", 150],
      ["Full-Stack Application", 500],
      ["Enterprise Solution", 1000],
    ],
  },
  {
    slug: "startup-events",
    title: "StartUp Circle Events",
    linkPrice: 75,
    options: [
      ["Monthly Meetup", 75],
      ["Workshop Session", 100],
      ["Annual Conference", 300],
    ],
  },
  {
    slug: "event-passes",
    title: "Event Passes",
    linkPrice: 120,
    options: [
      ["General Admission", 120],
      ["VIP Experience", 250],
      ["Platinum Package", 500],
    ],
  },
] as const;

const orgKeys = new Set(DEMO_ORGANIZATIONS.map((o) => o.key));
const customerEmails = new Set(DEMO_CUSTOMERS.map((c) => c.email));
const optionTitles = DEMO_SHOWCASES.flatMap((s) => s.options.map((o) => o.title));
const serviceTitles = DEMO_SERVICES.map((s) => s.title);
const allTitles = new Set([...serviceTitles, ...optionTitles]);
const categories: readonly string[] = SERVICE_CATEGORIES;

describe("demo accounts and organizations", () => {
  it("has the fixed demo password and accounts", () => {
    expect(DEMO_PASSWORD).toBe("demo-password");
    expect(DEMO_ACCOUNTS.user).toEqual({ name: "Asha Rao", email: "user@demo.test" });
    expect(DEMO_ACCOUNTS.admin).toEqual({ name: "Admin", email: "admin@demo.test" });
    expect(DEMO_ACCOUNTS.org.email).toBe("org@demo.test");
  });

  it("makes the org demo account the contact of the first organization", () => {
    expect(DEMO_ORGANIZATIONS).toHaveLength(4);
    expect(DEMO_ORGANIZATIONS[0]?.email).toBe("org@demo.test");
    expect(DEMO_ORGANIZATIONS[0]?.contactName).toBe(DEMO_ACCOUNTS.org.name);
  });

  it("has unique keys and verified organizations with filled-in fields", () => {
    expect(orgKeys.size).toBe(DEMO_ORGANIZATIONS.length);
    for (const org of DEMO_ORGANIZATIONS) {
      expect(org.verified).toBe(true);
      expect(org.name.trim()).not.toBe("");
      expect(org.contactName.trim()).not.toBe("");
      expect(org.description.length).toBeGreaterThan(50);
      expect(org.website).toMatch(/^https:\/\/[a-z0-9-]+\.example\.(com|org)$/);
      expect(org.contactEmail).toMatch(/^[a-z]+@[a-z0-9-]+\.example\.(com|org)$/);
    }
  });

  it("uses unique, lower-case demo.test emails across all accounts", () => {
    // The org demo account and organization 0 are the same account, hence the Set.
    const emails = [
      DEMO_ACCOUNTS.user.email,
      DEMO_ACCOUNTS.admin.email,
      ...new Set([DEMO_ACCOUNTS.org.email, ...DEMO_ORGANIZATIONS.map((o) => o.email)]),
      ...DEMO_CUSTOMERS.map((c) => c.email),
    ];
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) {
      expect(email).toBe(email.toLowerCase());
      expect(email).toMatch(/^[a-z0-9._-]+@demo\.test$/);
    }
  });
});

describe("catalogue services", () => {
  it("has 24 services owned by existing organizations, each with at least 4", () => {
    expect(DEMO_SERVICES).toHaveLength(24);
    for (const s of DEMO_SERVICES) expect(orgKeys.has(s.org)).toBe(true);
    for (const key of orgKeys) {
      expect(DEMO_SERVICES.filter((s) => s.org === key).length).toBeGreaterThanOrEqual(4);
    }
  });

  it("uses valid categories and covers every category", () => {
    for (const s of DEMO_SERVICES) expect(categories).toContain(s.category);
    for (const c of SERVICE_CATEGORIES) {
      expect(DEMO_SERVICES.some((s) => s.category === c)).toBe(true);
    }
    for (const c of ["technology", "design", "marketing", "consulting"] as const) {
      expect(DEMO_SERVICES.filter((s) => s.category === c).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("has whole-coin prices between 25 and 2500", () => {
    for (const s of DEMO_SERVICES) {
      expect(Number.isInteger(s.price)).toBe(true);
      expect(s.price).toBeGreaterThanOrEqual(25);
      expect(s.price).toBeLessThanOrEqual(2500);
    }
  });

  it("has 3-5 features, a duration and 2-4 lower-case tags", () => {
    for (const s of DEMO_SERVICES) {
      expect(s.features.length).toBeGreaterThanOrEqual(3);
      expect(s.features.length).toBeLessThanOrEqual(5);
      expect(s.duration.trim()).not.toBe("");
      expect(s.description.trim()).not.toBe("");
      expect(s.tags.length).toBeGreaterThanOrEqual(2);
      expect(s.tags.length).toBeLessThanOrEqual(4);
      for (const t of s.tags) expect(t).toBe(t.toLowerCase());
    }
  });

  it("has titles unique across services and showcase options", () => {
    expect(allTitles.size).toBe(serviceTitles.length + optionTitles.length);
  });
});

describe("showcase pages", () => {
  it("match the docs/spec.md static service pages table exactly", () => {
    const actual = DEMO_SHOWCASES.map((s) => ({
      slug: s.slug,
      title: s.title,
      linkPrice: s.options[0]?.price,
      options: s.options.map((o) => [o.title, o.price]),
    }));
    expect(actual).toEqual(SPEC_SHOWCASES);
  });

  it("are owned by existing organizations and have valid categories and content", () => {
    for (const s of DEMO_SHOWCASES) {
      expect(orgKeys.has(s.org)).toBe(true);
      expect(categories).toContain(s.category);
      expect(s.summary.trim()).not.toBe("");
      expect(s.badge.trim()).not.toBe("");
      expect(s.features.length).toBeGreaterThanOrEqual(4);
      expect(s.features.length).toBeLessThanOrEqual(5);
      for (const o of s.options) {
        expect(Number.isInteger(o.price)).toBe(true);
        expect(o.price).toBeGreaterThan(0);
        expect(o.description.trim()).not.toBe("");
        expect(o.duration.trim()).not.toBe("");
        expect(o.features.length).toBeGreaterThanOrEqual(2);
        expect(o.features.length).toBeLessThanOrEqual(4);
      }
    }
  });
});

describe("customers and booking history", () => {
  it("has 12 customers that are not the demo accounts", () => {
    expect(DEMO_CUSTOMERS).toHaveLength(12);
    expect(customerEmails.size).toBe(DEMO_CUSTOMERS.length);
    for (const a of Object.values(DEMO_ACCOUNTS)) expect(customerEmails.has(a.email)).toBe(false);
  });

  it("refers only to existing customers and services", () => {
    for (const h of DEMO_HISTORY) {
      expect(customerEmails.has(h.customer)).toBe(true);
      expect(allTitles.has(h.service)).toBe(true);
      expect(h.customer).not.toBe(DEMO_ACCOUNTS.user.email);
    }
  });

  it("has integer daysAgo between 2 and 120 and ratings from 1 to 5", () => {
    for (const h of DEMO_HISTORY.filter((entry) => !entry.active)) {
      expect(Number.isInteger(h.daysAgo)).toBe(true);
      expect(h.daysAgo).toBeGreaterThanOrEqual(2);
      expect(h.daysAgo).toBeLessThanOrEqual(120);
      if (h.review) {
        expect(Number.isInteger(h.review.rating)).toBe(true);
        expect(h.review.rating).toBeGreaterThanOrEqual(1);
        expect(h.review.rating).toBeLessThanOrEqual(5);
      }
    }
  });

  it("has a few bookings in progress: recent (inside the cancellation window or just past it) and not reviewed", () => {
    const active = DEMO_HISTORY.filter((entry) => entry.active);
    expect(active.length).toBeGreaterThanOrEqual(3);
    for (const h of active) {
      expect(h.daysAgo).toBeGreaterThanOrEqual(0);
      expect(h.daysAgo).toBeLessThanOrEqual(3);
      expect(h.review).toBeUndefined();
    }
    // The demo organization has work waiting for it.
    const demoOrgTitles = new Set(
      DEMO_SERVICES.filter((service) => service.org === DEMO_ORGANIZATIONS[0]?.key).map(
        (service) => service.title,
      ),
    );
    expect(active.some((h) => demoOrgTitles.has(h.service))).toBe(true);
  });

  it("never has a customer book the same service twice", () => {
    const pairs = DEMO_HISTORY.map((h) => `${h.customer}\u0000${h.service}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it("gives every showcase page at least two reviewed bookings", () => {
    for (const s of DEMO_SHOWCASES) {
      const titles = new Set(s.options.map((o) => o.title));
      const reviewed = DEMO_HISTORY.filter((h) => h.review && titles.has(h.service));
      expect(reviewed.length, s.slug).toBeGreaterThanOrEqual(2);
    }
  });
});
