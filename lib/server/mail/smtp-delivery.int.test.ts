// Mail over SMTP against a local SMTP server: account, booking and payout mails arrive with their
// recipient, subject and link; no request waits for the SMTP server; a refused or unreachable
// server leaves mail queued and retried with backoff until it is sent exactly once, or marked
// failed for the admin health; two servers sharing the outbox send each mail once.
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as forgotPassword } from "@/app/api/v1/auth/forgot-password/route";
import { POST as approve } from "@/app/api/v1/conversions/[id]/approve/route";
import { POST as requestConversion } from "@/app/api/v1/conversions/route";
import { PUT as savePayout } from "@/app/api/v1/org/payout-accounts/[currency]/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { env } from "@/lib/env";
import { hashToken } from "@/lib/server/auth/tokens";
import { settleBackgroundWork } from "@/lib/server/background";
import { db } from "@/lib/server/db/client";
import { logger } from "@/lib/server/observability/logger";
import {
  registerThroughApi,
  signedIn,
  uniqueEmail,
  verifiedByAdmin,
} from "@/test/integration/accounts";
import { earnNet } from "@/test/integration/earnings";
import { call, freshIp } from "@/test/integration/http";
import { createService, fund } from "@/test/integration/marketplace";
import { startLocalSmtp, type LocalSmtp } from "@/test/support/smtp-server";
import { deliverDueMail, MAX_MAIL_ATTEMPTS, outboxMessageId, retryDelayMs } from "./deliver-mail";
import { readMailBacklog } from "./mail-backlog";
import { dispatchMail, enqueueMail } from "./outbox";

let smtp: LocalSmtp;
const smtpUrlBefore = env.SMTP_URL;

beforeAll(async () => {
  smtp = await startLocalSmtp();
});

beforeEach(() => {
  env.SMTP_URL = smtp.url;
  smtp.refuse = false;
});

afterEach(async () => {
  smtp.release();
  await settleBackgroundWork();
});

afterAll(async () => {
  env.SMTP_URL = smtpUrlBefore;
  await smtp.close();
});

const arrivedFor = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));

/** The first link of a received mail's body (its headers hold the unsubscribe address). */
function linkIn(text: string): string | undefined {
  const body = text.slice(text.search(/\r?\n\r?\n/));
  return /https?:\/\/[^\s"<>]+/.exec(body)?.[0];
}

/** How many unused tokens of the account match the link's token (1 when the link works). */
async function tokenOf(
  email: string,
  purpose: "verify_email" | "reset_password",
  token: string | null,
) {
  return db().actionToken.count({
    where: { user: { email }, purpose, usedAt: null, tokenHash: hashToken(token ?? "") },
  });
}

async function queueOne(to: string) {
  return db().$transaction((tx) =>
    enqueueMail(tx, { to, subject: `Note for ${to}`, text: "Hello", kind: "booking_confirmed" }),
  );
}

describe("mail over SMTP", () => {
  it("delivers the verification and password reset mails with their links", async () => {
    const { email, response } = await registerThroughApi();
    expect(response.status).toBe(201);
    await settleBackgroundWork();
    const [verification] = arrivedFor(email);
    expect(verification?.subject).toBe("Verify your Coinmarket email");
    const verifyLink = new URL(linkIn(verification!.text)!);
    expect(verifyLink.pathname).toBe("/api/v1/auth/verify-email");
    expect(await tokenOf(email, "verify_email", verifyLink.searchParams.get("token"))).toBe(1);

    const forgot = await call(forgotPassword, "/api/v1/auth/forgot-password", {
      ip: freshIp(),
      body: { email },
    });
    expect(forgot.status).toBe(200);
    await settleBackgroundWork();
    const reset = arrivedFor(email).find((mail) => mail.subject.startsWith("Reset"));
    expect(reset?.subject).toBe("Reset your Coinmarket password");
    const resetLink = new URL(linkIn(reset!.text)!);
    expect(resetLink.pathname).toBe("/reset-password");
    expect(await tokenOf(email, "reset_password", resetLink.searchParams.get("oobCode"))).toBe(1);
    expect(await db().mailOutbox.count({ where: { to: email, status: "sent" } })).toBe(2);
  });

  it("delivers a booking's mails to the customer and the organization", async () => {
    const customer = await signedIn("user");
    const service = await createService({ price: 120 });
    await fund(customer.user.id, 500);
    const booked = await call<{ bookingReference: string }>(
      book,
      `/api/v1/services/${service.id}/book`,
      { method: "POST", bearer: customer.token, params: { id: service.id } },
    );
    expect(booked.status).toBe(201);
    await settleBackgroundWork();
    const reference = booked.body.data!.bookingReference;
    const [confirmed] = arrivedFor(customer.email).filter((mail) =>
      mail.subject.startsWith("Booking confirmed"),
    );
    expect(confirmed?.subject).toBe(`Booking confirmed: ${service.title} (${reference})`);
    expect(new URL(linkIn(confirmed!.text)!).pathname).toBe("/bookings");
    const org = await db().organizationProfile.findUniqueOrThrow({
      where: { id: service.organizationId },
      select: { user: { select: { email: true } } },
    });
    expect(arrivedFor(org.user.email).map((mail) => mail.subject)).toContain(
      `New booking: ${service.title} (${reference})`,
    );
  });

  it("delivers the payout mail when an admin approves a conversion", async () => {
    const org = await signedIn("org");
    await verifiedByAdmin(org.user.id);
    const profile = await db().organizationProfile.findUniqueOrThrow({
      where: { userId: org.user.id },
    });
    await earnNet(profile.id, 300);
    const payout = { method: "upi", holderName: "Asha Rao", upiId: "asha.rao@okaxis" };
    const saved = await call(savePayout, "/api/v1/org/payout-accounts/INR", {
      method: "PUT",
      bearer: org.token,
      params: { currency: "INR" },
      body: payout,
    });
    expect(saved.status).toBe(200);
    const made = await call<{ conversion: { id: string } }>(
      requestConversion,
      "/api/v1/conversions",
      {
        bearer: org.token,
        body: { amount: 200, currency: "INR" },
      },
    );
    expect(made.status).toBe(201);
    const id = made.body.data!.conversion.id;
    const admin = await signedIn("admin");
    const approved = await call(approve, `/api/v1/conversions/${id}/approve`, {
      method: "POST",
      bearer: admin.token,
      params: { id },
    });
    expect(approved.status).toBe(200);
    await settleBackgroundWork();
    // The approval's, and the notice of the new payout details (delivered in either order).
    const mails = arrivedFor(org.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      "Coinmarket: conversion of 200 coins approved",
      "Your payout details for INR changed",
    ]);
    // The payout details stay out of the mails.
    for (const mail of mails) expect(mail.text).not.toContain(payout.upiId);
  });

  it("answers a request before the SMTP server has even greeted, and delivers after", async () => {
    smtp.hold();
    const connecting = smtp.nextConnection();
    const { email, response } = await registerThroughApi();
    expect(response.status).toBe(201);
    // The answer is here while the SMTP server still holds the connection before its greeting.
    await connecting;
    expect(arrivedFor(email)).toEqual([]);
    expect(await db().mailOutbox.count({ where: { to: email, status: "pending" } })).toBe(1);
    smtp.release();
    await settleBackgroundWork();
    expect(arrivedFor(email)).toHaveLength(1);
    expect(await db().mailOutbox.count({ where: { to: email, status: "sent" } })).toBe(1);
  });

  it("sends a topic's mail with the one-click unsubscribe headers, and never a suppressed one", async () => {
    const account = await signedIn("user");
    const security = await db().$transaction((tx) =>
      enqueueMail(tx, { to: account.email, subject: "Security", text: "Hi", kind: "new_sign_in" }),
    );
    const topical = await queueOne(account.email);
    await db().notificationPreference.create({
      data: { userId: account.user.id, topic: "payments", inApp: true, email: false },
    });
    const suppressed = await db().$transaction((tx) =>
      enqueueMail(tx, {
        to: account.email,
        subject: "Receipt",
        text: "Paid",
        kind: "payment_receipt",
      }),
    );
    await dispatchMail([security, topical, suppressed]);
    await settleBackgroundWork();

    const arrived = arrivedFor(account.email);
    expect(arrived.map((mail) => mail.subject).sort()).toEqual(
      [`Note for ${account.email}`, "Security"].sort(),
    );
    const withHeaders = arrived.find((mail) => mail.subject.startsWith("Note"))!;
    const url = topical.unsubscribeUrl!;
    expect(url).toContain("/api/v1/notifications/unsubscribe?token=");
    expect(withHeaders.text).toContain(`List-Unsubscribe: <${url}>`);
    expect(withHeaders.text).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const plain = arrived.find((mail) => mail.subject === "Security")!;
    expect(plain.text).not.toContain("List-Unsubscribe");
    expect(await db().mailOutbox.findUniqueOrThrow({ where: { id: suppressed.id } })).toMatchObject(
      { status: "suppressed", attempts: 0 },
    );
  });

  it("keeps a refused mail queued, retries it after its backoff and sends it exactly once", async () => {
    const to = uniqueEmail("refused");
    smtp.refuse = true;
    const queued = await queueOne(to);
    await dispatchMail([queued]);
    await settleBackgroundWork();
    const afterRefusal = await db().mailOutbox.findUniqueOrThrow({ where: { id: queued.id } });
    expect(afterRefusal).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterRefusal.lastError).toContain("Mailbox busy");
    expect(afterRefusal.availableAt.getTime() - Date.now()).toBeGreaterThan(
      retryDelayMs(1) - 5_000,
    );

    smtp.refuse = false;
    const transport = nodemailer.createTransport(smtp.url);
    // Not due yet: nothing is sent before the backoff ends.
    await deliverDueMail(transport);
    expect(arrivedFor(to)).toEqual([]);
    const later = new Date(afterRefusal.availableAt.getTime() + 1_000);
    await deliverDueMail(transport, { now: later });
    await deliverDueMail(transport, { now: new Date(later.getTime() + 24 * 60 * 60_000) });
    expect(arrivedFor(to)).toHaveLength(1);
    expect(await db().mailOutbox.findUniqueOrThrow({ where: { id: queued.id } })).toMatchObject({
      status: "sent",
      attempts: 2,
      lastError: null,
    });
  });

  it("keeps mail queued while the SMTP server is down and delivers it once it is back", async () => {
    const to = uniqueEmail("down");
    const queued = await queueOne(to);
    // A port nothing listens on: the server just closed.
    const gone = await startLocalSmtp();
    await gone.close();
    const down = await deliverDueMail(nodemailer.createTransport(gone.url), { ids: [queued.id] });
    expect(down.sent).toBe(0);
    const row = await db().mailOutbox.findUniqueOrThrow({ where: { id: queued.id } });
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED/);

    await deliverDueMail(nodemailer.createTransport(smtp.url), {
      now: new Date(row.availableAt.getTime() + 1_000),
    });
    expect(arrivedFor(to)).toHaveLength(1);
  });

  it("marks a mail failed after every retry, logs it without its address, and the admin health counts it", async () => {
    const to = uniqueEmail("bounced");
    const queued = await queueOne(to);
    const failedBefore = (await readMailBacklog()).failed;
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    smtp.refuse = true;
    const transport = nodemailer.createTransport(smtp.url);
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      await deliverDueMail(transport, { now, ids: attempt === 1 ? [queued.id] : [] });
      now = new Date(now.getTime() + retryDelayMs(attempt) + 1_000);
    }
    const row = await db().mailOutbox.findUniqueOrThrow({ where: { id: queued.id } });
    expect(row).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS });
    // Nothing retries a failed mail.
    await deliverDueMail(transport, { now: new Date(now.getTime() + 24 * 60 * 60_000) });
    expect((await db().mailOutbox.findUniqueOrThrow({ where: { id: queued.id } })).attempts).toBe(
      MAX_MAIL_ATTEMPTS,
    );
    expect(errors.mock.calls).toContainEqual([
      {
        job: "mail.deliver",
        mailId: queued.id,
        kind: "booking_confirmed",
        attempts: MAX_MAIL_ATTEMPTS,
        codes: expect.any(String),
      },
      "mail given up: its lastError in MailOutbox says why",
    ]);
    expect(JSON.stringify(errors.mock.calls)).not.toContain(to);
    expect((await readMailBacklog()).failed).toBe(failedBefore + 1);
    errors.mockRestore();
  });

  it("sends each mail once when two servers deliver the outbox at the same time", async () => {
    const recipients = Array.from(
      { length: 30 },
      () => `pair-${randomUUID().slice(0, 8)}@example.test`,
    );
    const queued = await Promise.all(recipients.map(queueOne));
    const ids = queued.map((mail) => mail.id);
    const [first, second] = await Promise.all([
      deliverDueMail(nodemailer.createTransport(smtp.url), { ids }),
      deliverDueMail(nodemailer.createTransport(smtp.url), { ids }),
    ]);
    expect(first!.sent + second!.sent).toBeGreaterThanOrEqual(recipients.length);
    // Each arrives once, named by its outbox row whichever server sent it.
    for (const mail of queued) {
      expect(arrivedFor(mail.to).map((arrived) => arrived.messageId)).toEqual([
        outboxMessageId(mail.id, env.MAIL_FROM),
      ]);
    }
    expect(
      await db().mailOutbox.count({ where: { id: { in: ids }, status: "sent", attempts: 1 } }),
    ).toBe(recipients.length);
  });
});
