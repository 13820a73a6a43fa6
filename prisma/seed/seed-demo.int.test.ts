// The demo seed writes a consistent marketplace: accounts that can sign in, the catalogue, the six
// showcase pages of docs/spec.md, and history whose coins all went through the ledger.
import { describe, expect, it } from "vitest";
import { splitCommission } from "@/lib/economics/commission";
import { verifyPassword } from "@/lib/server/auth/password";
import {
  listShowcases,
  getMarketingFigures,
  getShowcasePage,
} from "@/modules/catalog/server/showcase";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import {
  ADMIN_PENDING_CONVERSIONS_HREF,
  bookingTexts,
  conversionTexts,
  ORG_BOOKINGS_HREF,
  orgReviewHref,
  reviewTexts,
} from "@/lib/notifications/event-texts";
import {
  DEMO_ACCOUNTS,
  DEMO_CONVERSIONS,
  DEMO_CUSTOMERS,
  DEMO_HISTORY,
  DEMO_ORGANIZATIONS,
  DEMO_PASSWORD,
  DEMO_SERVICES,
  DEMO_SHOWCASES,
} from "./demo-data";
import { seedDemo } from "./seed-demo";

const priceOf = (title: string) =>
  DEMO_SERVICES.find((service) => service.title === title)?.price ??
  DEMO_SHOWCASES.flatMap((page) => page.options).find((option) => option.title === title)?.price ??
  Number.NaN;

describe("seedDemo", () => {
  it("seeds once and leaves a seeded database alone", async () => {
    const first = await seedDemo(db());
    expect(first.seeded).toBe(true);
    expect(first.counts).toMatchObject({ bookings: DEMO_HISTORY.length });
    const second = await seedDemo(db());
    expect(second).toEqual({ seeded: false, reason: "demo data already present" });
    expect(await db().user.count({ where: { email: DEMO_ACCOUNTS.admin.email } })).toBe(1);
  });

  it("creates the three demo logins with verified email, their roles and the demo password", async () => {
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      const user = await db().user.findUniqueOrThrow({ where: { email: account.email } });
      expect(user.role).toBe(role);
      expect(user.emailVerified).not.toBeNull();
      expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash ?? "")).toBe(true);
    }
    const org = await db().user.findUniqueOrThrow({
      where: { email: DEMO_ACCOUNTS.org.email },
      include: { organization: true },
    });
    expect(org.organization?.name).toBe(DEMO_ORGANIZATIONS[0]?.name);
  });

  it("starts the demo user with an empty wallet", async () => {
    const user = await db().user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.user.email } });
    expect(await db().ledgerAccount.count({ where: { userId: user.id } })).toBe(0);
  });

  it("leaves the ledger consistent, with the orgs' earnings what customers spent less the commission", async () => {
    const health = await checkLedgerInvariants(db());
    expect(health.problems).toEqual([]);
    const { commissionBps } = await db().platformSettings.findUniqueOrThrow({ where: { id: 1 } });
    const splits = DEMO_HISTORY.filter((entry) => !entry.active).map((entry) =>
      splitCommission(priceOf(entry.service), commissionBps),
    );
    const delivered = splits.reduce((sum, split) => sum + split.net, 0);
    const commission = splits.reduce((sum, split) => sum + split.commission, 0);
    const inProgress = DEMO_HISTORY.filter((entry) => entry.active).reduce(
      (sum, entry) => sum + priceOf(entry.service),
      0,
    );
    const earnings = await db().ledgerAccount.aggregate({
      where: { kind: "org_earnings" },
      _sum: { balance: true },
    });
    const escrow = await db().ledgerAccount.aggregate({
      where: { kind: "booking_escrow" },
      _sum: { balance: true },
    });
    // Paid requests left circulation, pending and processing ones are held; rejected ones came
    // back.
    const converted = DEMO_CONVERSIONS.filter(
      (conversion) => conversion.decided?.decision !== "reject",
    ).reduce((sum, conversion) => sum + conversion.amount, 0);
    const pending = DEMO_CONVERSIONS.filter(
      (conversion) =>
        !conversion.decided ||
        (conversion.decided.decision === "approve" && !conversion.decided.paid),
    ).reduce((sum, conversion) => sum + conversion.amount, 0);
    const holds = await db().ledgerAccount.aggregate({
      where: { kind: "conversion_hold" },
      _sum: { balance: true },
    });
    expect(Number(escrow._sum.balance)).toBe(inProgress);
    expect(Number(earnings._sum.balance)).toBe(delivered - converted);
    expect(Number(holds._sum.balance)).toBe(pending);
    const revenue = await db().ledgerAccount.findUniqueOrThrow({
      where: { id: "platform_revenue" },
    });
    expect(commission).toBeGreaterThan(0);
    expect(Number(revenue.balance)).toBe(
      commission +
        ((
          await db().conversionRequest.aggregate({
            where: { status: "paid" },
            _sum: { feeCoins: true },
          })
        )._sum.feeCoins ?? 0),
    );
    expect(
      await db().booking.count({ where: { status: "active", dueAt: { gt: new Date() } } }),
    ).toBe(DEMO_HISTORY.filter((entry) => entry.active).length);
  });

  it("keeps each service's rating and counts equal to its reviews and bookings", async () => {
    const services = await db().service.findMany({ include: { reviews: true, bookings: true } });
    for (const service of services) {
      expect(service.reviewCount).toBe(service.reviews.length);
      expect(service.ratingSum).toBe(
        service.reviews.reduce((sum, review) => sum + review.rating, 0),
      );
      expect(service.bookingCount).toBe(service.bookings.length);
    }
  });

  it("gives a few services questions, and their past bookings the answers to them", async () => {
    const kit = await db().service.findFirstOrThrow({
      where: { title: "Brand Identity Starter Kit" },
      include: { bookings: true },
    });
    expect(kit.questions).toEqual([
      { id: "q_logo_use", prompt: "What is the logo for?", required: true, kind: "text" },
      { id: "q_logo_now", prompt: "Your current logo, if any", required: false, kind: "file" },
    ]);
    expect(kit.bookings.map((booking) => booking.answers)).toEqual([
      [
        {
          questionId: "q_logo_use",
          prompt: "What is the logo for?",
          kind: "text",
          text: "A chain of three cafés in Pune, opening a fourth this year.",
          file: null,
        },
      ],
    ]);
    const asking = await db().service.findMany({
      where: { NOT: { questions: { equals: [] } } },
      select: { title: true },
      orderBy: { title: "asc" },
    });
    expect(asking.map((service) => service.title)).toEqual([
      "Brand Identity Starter Kit",
      "Go-to-Market Strategy Sprint",
    ]);
  });
});

describe("the seeded notification centre", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const notificationsOf = async (email: string) => {
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    return db().notification.findMany({
      where: { userId: user.id },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    });
  };

  it("tells the demo organization of its recent bookings and conversions in the flows' words, the newest few unread", async () => {
    const notes = await notificationsOf(DEMO_ACCOUNTS.org.email);
    expect(notes.length).toBeGreaterThan(4);
    expect(notes.length).toBeLessThanOrEqual(15);
    const unread = notes.filter((note) => note.readAt === null);
    expect(unread.length).toBeGreaterThanOrEqual(2);
    expect(unread.length).toBeLessThanOrEqual(4);
    // The unread ones are the newest; every one tells of the last 30 days.
    expect(notes.slice(0, unread.length)).toEqual(unread);
    for (const note of notes) {
      expect(note.createdAt.getTime()).toBeGreaterThan(Date.now() - 31 * DAY_MS);
      expect(note.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }

    const org = await db().user.findUniqueOrThrow({
      where: { email: DEMO_ACCOUNTS.org.email },
      include: { organization: true },
    });
    const latest = await db().booking.findFirstOrThrow({
      where: { organizationId: org.organization?.id },
      orderBy: { createdAt: "desc" },
      include: { user: true },
    });
    expect(unread).toContainEqual(
      expect.objectContaining({
        topic: "bookings",
        event: "booking_made",
        text: bookingTexts.made({
          reference: latest.reference,
          serviceTitle: latest.serviceTitle,
          customerName: latest.user.name,
          organizationName: org.organization?.name ?? "",
        }),
        href: ORG_BOOKINGS_HREF,
        createdAt: latest.createdAt,
      }),
    );
    expect(notes.map((note) => note.event)).toContain("booking_completed");
    expect(notes.map((note) => note.event)).toContain("conversion_approved");
  });

  it("tells an organization of its latest review", async () => {
    const review = await db().review.findFirstOrThrow({
      orderBy: { createdAt: "desc" },
      include: { user: true, service: { include: { organization: true } } },
    });
    const notes = await db().notification.findMany({
      where: { userId: review.service.organization.userId },
    });
    expect(notes).toContainEqual(
      expect.objectContaining({
        topic: "reviews",
        event: "review_received",
        text: reviewTexts.received({
          serviceTitle: review.service.title,
          rating: review.rating,
          customerName: review.user.name,
        }),
        href: orgReviewHref(review.id),
        createdAt: review.createdAt,
      }),
    );
  });

  it("tells the demo admin of each item waiting in its queues, unread", async () => {
    const pending = await db().conversionRequest.findMany({
      where: { status: "pending" },
      include: { organization: true },
    });
    expect(pending.length).toBeGreaterThan(0);
    const notes = await notificationsOf(DEMO_ACCOUNTS.admin.email);
    expect(
      notes.map(({ topic, event, text, href, readAt, createdAt }) => ({
        topic,
        event,
        text,
        href,
        readAt,
        createdAt,
      })),
    ).toEqual(
      pending.map((request) => ({
        topic: "admin_queues",
        event: "conversion_requested",
        text: conversionTexts.requested(request.organization.name, request.amount),
        href: ADMIN_PENDING_CONVERSIONS_HREF,
        readAt: null,
        createdAt: request.requestedAt,
      })),
    );
  });

  it("tells the demo user nothing: the seed gives them no history", async () => {
    expect(await notificationsOf(DEMO_ACCOUNTS.user.email)).toEqual([]);
  });

  it("adds none on a second seeding", async () => {
    const before = await db().notification.count();
    expect(before).toBeGreaterThan(0);
    expect((await seedDemo(db())).seeded).toBe(false);
    expect(await db().notification.count()).toBe(before);
  });
});

describe("landing page data", () => {
  it("lists the six showcase pages in order, each priced at its first option", async () => {
    const showcases = await listShowcases();
    expect(showcases.map((page) => [page.slug, page.fromPrice])).toEqual([
      ["living-spaces", 100],
      ["sustainable-trips", 250],
      ["organic-products", 50],
      ["tech-services", 150],
      ["startup-events", 75],
      ["event-passes", 120],
    ]);
    for (const page of showcases) {
      expect(page.reviewCount).toBeGreaterThanOrEqual(2);
      expect(page.rating).toBeGreaterThanOrEqual(1);
      expect(page.rating).toBeLessThanOrEqual(5);
    }
  });

  it("gives a showcase page its options in the spec's order, and null for an unknown slug", async () => {
    const page = await getShowcasePage("event-passes");
    expect(page?.options.map((option) => [option.title, option.price])).toEqual([
      ["General Admission", 120],
      ["VIP Experience", 250],
      ["Platinum Package", 500],
    ]);
    expect(await getShowcasePage("no-such-page")).toBeNull();
  });

  it("computes the marketing figures from the rows", async () => {
    const spent = DEMO_HISTORY.reduce((sum, entry) => sum + priceOf(entry.service), 0);
    expect(await getMarketingFigures()).toEqual({
      activeUsers: 1 + DEMO_ORGANIZATIONS.length + DEMO_CUSTOMERS.length,
      services: DEMO_SERVICES.length + DEMO_SHOWCASES.length * 3,
      coinsTraded: spent,
    });
    const someone = await db().user.findFirstOrThrow({
      where: { role: "user", passwordHash: null },
    });
    await db().user.update({ where: { id: someone.id }, data: { isActive: false } });
    expect((await getMarketingFigures()).activeUsers).toBe(
      DEMO_ORGANIZATIONS.length + DEMO_CUSTOMERS.length,
    );
  });
});
