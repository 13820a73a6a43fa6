// Writes the demo data: demo accounts, organizations, the catalogue, the six showcase pages and
// a history of real activity (top-ups, completed bookings, reviews) made through the app's own
// ledger flows and booking functions, so every figure the screens show is computed from rows, not
// typed in; then the notifications that history would have sent (seed-notifications.ts).
import type { PrismaClient } from "../../generated/prisma/client";
import type { BookingAnswer } from "../../lib/bookings/booking-types";
import type { DemoConversion, DemoHistoryEntry } from "./types";
import { SYSTEM_ACTOR } from "../../lib/server/audit/audit-actor";
import { hashPassword } from "../../lib/server/auth/password";
import { foldBookingCounts } from "../../lib/server/bookings/booking-count";
import { type BookedService, placeBooking } from "../../lib/server/bookings/create-booking";
import { completeLocked } from "../../lib/server/bookings/settle-booking";
import { quoteConversionNow } from "../../lib/server/economics/quote-conversion";
import {
  creditTopUp,
  holdForConversion,
  redeemConversion,
  releaseConversionHold,
} from "../../lib/server/ledger/flows";
import type { Tx } from "../../lib/server/ledger/types";
import { toMinor } from "../../lib/format/money-minor";
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
import { writeDemoNotifications } from "./seed-notifications";

/** The note of the seeded organizations' verification in the audit log. */
const DEMO_VERIFICATION_NOTE = "Demo data: verified when the demo was seeded.";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Demo top-ups are whole hundreds of coins. */
const TOP_UP_STEP = 100;

export interface SeedResult {
  seeded: boolean;
  reason?: string;
  counts?: { users: number; services: number; bookings: number; reviews: number };
}

/** Seeds once: a database that already has the demo admin is left as it is. */
export async function seedDemo(prisma: PrismaClient, now = new Date()): Promise<SeedResult> {
  const existing = await prisma.user.findUnique({ where: { email: DEMO_ACCOUNTS.admin.email } });
  if (existing) return { seeded: false, reason: "demo data already present" };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  return prisma.$transaction(
    async (tx) => {
      const verified = daysAgo(200);
      const admin = await tx.user.create({
        data: {
          ...DEMO_ACCOUNTS.admin,
          role: "admin",
          passwordHash,
          // Established accounts with a history: greeted as returning users.
          signInCount: 1,
          emailVerified: verified,
          createdAt: verified,
        },
      });
      await tx.user.create({
        data: {
          ...DEMO_ACCOUNTS.user,
          role: "user",
          passwordHash,
          // Established accounts with a history: greeted as returning users.
          signInCount: 1,
          emailVerified: daysAgo(30),
          createdAt: daysAgo(30),
        },
      });

      const organizationIds = new Map<string, { organizationId: string; userId: string }>();
      for (const [index, org] of DEMO_ORGANIZATIONS.entries()) {
        const isDemoLogin = org.email === DEMO_ACCOUNTS.org.email;
        const created = daysAgo(190 - index * 10);
        const user = await tx.user.create({
          data: {
            name: isDemoLogin ? DEMO_ACCOUNTS.org.name : org.contactName,
            email: org.email,
            role: "org",
            passwordHash: isDemoLogin ? passwordHash : null,
            signInCount: isDemoLogin ? 1 : 0,
            emailVerified: created,
            createdAt: created,
            organization: {
              create: {
                name: org.name,
                description: org.description,
                website: org.website,
                contactEmail: org.contactEmail,
                verified: org.verified,
                createdAt: created,
              },
            },
          },
          include: { organization: true },
        });
        if (!user.organization) throw new Error("seed: organization profile missing");
        // The demo organizations are verified (their services, payouts and conversions are the
        // demo's story): the audit log says when and why, as it does for an admin's decision.
        if (org.verified) {
          await tx.auditLog.create({
            data: {
              actorId: null,
              action: "organization.verify",
              entityType: "organization",
              entityId: user.organization.id,
              before: { verified: false },
              after: { verified: true },
              data: { organization: org.name, userId: user.id, note: DEMO_VERIFICATION_NOTE },
              createdAt: created,
            },
          });
        }
        organizationIds.set(org.key, { organizationId: user.organization.id, userId: user.id });
      }
      const orgOf = (key: string) => {
        const org = organizationIds.get(key);
        if (!org) throw new Error(`seed: unknown organization ${key}`);
        return org;
      };

      const servicesByTitle = new Map<string, BookedService>();
      for (const [index, service] of DEMO_SERVICES.entries()) {
        const org = orgOf(service.org);
        const created = await tx.service.create({
          data: {
            organizationId: org.organizationId,
            title: service.title,
            description: service.description,
            price: service.price,
            category: service.category,
            status: "active",
            features: service.features,
            duration: service.duration,
            tags: service.tags,
            questions: service.questions ?? [],
            images: [`/images/categories/${service.category}.svg`],
            createdAt: daysAgo(180 - index * 5),
          },
        });
        servicesByTitle.set(service.title, created);
      }

      for (const [pageIndex, showcase] of DEMO_SHOWCASES.entries()) {
        const org = orgOf(showcase.org);
        const imageUrl = `/images/showcase/${showcase.slug}.svg`;
        const page = await tx.showcasePage.create({
          data: {
            slug: showcase.slug,
            title: showcase.title,
            summary: showcase.summary,
            category: showcase.category,
            badge: showcase.badge,
            features: showcase.features,
            imageUrl,
            sortOrder: pageIndex,
          },
        });
        for (const [optionIndex, option] of showcase.options.entries()) {
          const created = await tx.service.create({
            data: {
              organizationId: org.organizationId,
              title: option.title,
              description: option.description,
              price: option.price,
              category: showcase.category,
              status: "active",
              features: option.features,
              duration: option.duration,
              tags: [showcase.slug],
              images: [imageUrl],
              showcasePageId: page.id,
              showcaseOrder: optionIndex,
              createdAt: daysAgo(170),
            },
          });
          servicesByTitle.set(option.title, created);
        }
      }

      const counts = await writeHistory(tx, servicesByTitle, daysAgo);
      // The history's bookings are on the services' counts when the seed commits.
      await foldBookingCounts(tx);
      for (const conversion of DEMO_CONVERSIONS) {
        await writeConversion(tx, conversion, orgOf(conversion.org), admin.id, daysAgo);
      }
      await writeDemoNotifications(tx, { adminIds: [admin.id], now });
      return {
        seeded: true,
        counts: {
          users: 2 + DEMO_ORGANIZATIONS.length + DEMO_CUSTOMERS.length,
          services: servicesByTitle.size,
          ...counts,
        },
      };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}

/**
 * Customers top up once, then book, get served and review; a few bookings are still in progress
 * (coins in escrow). Every coin goes through the ledger.
 */
async function writeHistory(
  tx: Tx,
  services: Map<string, BookedService>,
  daysAgo: (days: number) => Date,
): Promise<{ bookings: number; reviews: number }> {
  let bookings = 0;
  let reviews = 0;
  for (const [index, customer] of DEMO_CUSTOMERS.entries()) {
    const history = DEMO_HISTORY.filter((entry) => entry.customer === customer.email);
    const firstDay = Math.max(0, ...history.map((entry) => entry.daysAgo)) + 3;
    const user = await tx.user.create({
      data: {
        ...customer,
        role: "user",
        emailVerified: daysAgo(firstDay + 1),
        createdAt: daysAgo(firstDay + 1),
      },
    });
    if (history.length === 0) continue;

    const spend = history.reduce((sum, entry) => sum + serviceOf(services, entry.service).price, 0);
    // A top-up in whole hundreds of coins that covers what they went on to spend, with some left.
    const coins = Math.ceil((spend + 50) / TOP_UP_STEP) * TOP_UP_STEP;
    const order = await tx.paymentOrder.create({
      data: {
        userId: user.id,
        provider: "simulated",
        providerOrderId: `order_demo_${index + 1}`,
        providerPaymentId: `pay_demo_${index + 1}`,
        amountMinor: toMinor(coins, "INR"),
        currency: "INR",
        coins,
        status: "paid",
        createdAt: daysAgo(firstDay),
        expiresAt: daysAgo(firstDay),
        paidAt: daysAgo(firstDay),
      },
    });
    await creditTopUp(tx, { order, at: daysAgo(firstDay), actor: SYSTEM_ACTOR });

    for (const entry of history) {
      const service = serviceOf(services, entry.service);
      // Today's bookings an hour ago, so they are still inside the cancellation window.
      const bookedAt =
        entry.daysAgo === 0 ? new Date(daysAgo(0).getTime() - HOUR_MS) : daysAgo(entry.daysAgo);
      const booking = await placeBooking(tx, {
        userId: user.id,
        service,
        at: bookedAt,
        answers: briefOf(entry),
      });
      bookings += 1;
      if (entry.active) {
        // Still to be delivered: a booking the seed made long ago stays due a week from now,
        // rather than being refunded as undelivered the minute the server starts.
        if (booking.dueAt <= new Date()) {
          await tx.booking.update({
            where: { id: booking.id },
            data: { dueAt: new Date(Date.now() + 7 * 24 * HOUR_MS) },
          });
        }
        continue;
      }

      const completedAt = daysAgo(Math.max(0, entry.daysAgo - 1));
      await completeLocked(tx, { booking, now: completedAt, at: completedAt });

      const review = entry.review;
      if (review) {
        await tx.review.create({
          data: {
            serviceId: service.id,
            userId: user.id,
            bookingId: booking.id,
            rating: review.rating,
            comment: review.comment ?? null,
            createdAt: completedAt,
          },
        });
        reviews += 1;
        await tx.service.update({
          where: { id: service.id },
          data: { ratingSum: { increment: review.rating }, reviewCount: { increment: 1 } },
        });
      }
    }
  }
  return { bookings, reviews };
}

/**
 * A conversion request held, and (if decided) approved (processing, then redeemed when its payout
 * was recorded) or rejected (returned), on the days it says.
 */
async function writeConversion(
  tx: Tx,
  conversion: DemoConversion,
  org: { organizationId: string; userId: string },
  adminId: string,
  daysAgo: (days: number) => Date,
): Promise<void> {
  const requestedAt = daysAgo(conversion.daysAgo);
  // Priced as a request made now would be: today's rate and fee.
  const quote = await quoteConversionNow(tx, conversion.amount, conversion.currency);
  const request = await tx.conversionRequest.create({
    data: {
      organizationId: org.organizationId,
      amount: conversion.amount,
      currency: conversion.currency,
      feeCoins: quote.feeCoins,
      rateMicros: BigInt(quote.rateMicros),
      payoutMinor: quote.payoutMinor,
      requestedAt,
    },
  });
  await holdForConversion(tx, {
    request,
    organizationUserId: org.userId,
    at: requestedAt,
    actor: SYSTEM_ACTOR,
  });
  const decided = conversion.decided;
  if (!decided) return;
  const processedAt = daysAgo(decided.daysAgo);
  const processed = { processedAt, processedById: adminId };
  if (decided.decision === "reject") {
    await releaseConversionHold(tx, {
      request,
      organizationUserId: org.userId,
      why: "rejected",
      at: processedAt,
      actor: SYSTEM_ACTOR,
    });
    await tx.conversionRequest.update({
      where: { id: request.id },
      data: { status: "rejected", reason: decided.reason, ...processed },
    });
    return;
  }
  // Paid by hand (no payout details to send to): the admin recorded the bank's reference.
  const paid = decided.paid;
  if (paid) await redeemConversion(tx, { request, at: daysAgo(paid.daysAgo), actor: SYSTEM_ACTOR });
  await tx.conversionRequest.update({
    where: { id: request.id },
    data: {
      ...processed,
      payoutProvider: paid ? "manual" : "test",
      ...(paid
        ? { status: "paid", paidAt: daysAgo(paid.daysAgo), payoutReference: paid.reference }
        : { status: "processing" }),
    },
  });
}

/** A history entry's answers, kept as a booking keeps them: in the questions' order, as asked. */
function briefOf(entry: DemoHistoryEntry): BookingAnswer[] {
  const questions = DEMO_SERVICES.find((service) => service.title === entry.service)?.questions;
  const answers = entry.answers ?? {};
  for (const id of Object.keys(answers)) {
    if (!questions?.some((question) => question.id === id)) {
      throw new Error(`seed: "${entry.service}" asks no question ${id}`);
    }
  }
  return (questions ?? []).flatMap((question) => {
    const text = answers[question.id];
    if (text === undefined) return [];
    return [
      { questionId: question.id, prompt: question.prompt, kind: question.kind, text, file: null },
    ];
  });
}

function serviceOf(services: Map<string, BookedService>, title: string): BookedService {
  const service = services.get(title);
  if (!service) throw new Error(`seed: history names unknown service "${title}"`);
  return service;
}
