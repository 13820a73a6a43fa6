// The mail runner: with SMTP_URL set, requests only write the outbox and call kickMailDelivery;
// the delivery itself runs here, in the background, so no answer waits for the SMTP server. A
// timer started by instrumentation.ts picks up retries and mail written by other servers.
import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import { runInBackground } from "@/lib/server/background";
import { startPeriodic, type Periodic } from "@/lib/server/lifecycle/periodic";
import { deliverDueMail } from "./deliver-mail";

const MAIL_RUNNER_INTERVAL_MS = 15_000;

let transport: { url: string; transporter: Transporter } | undefined;

/** The nodemailer transport for the current SMTP_URL, or undefined without one. */
function smtpTransport(): Transporter | undefined {
  const url = env.SMTP_URL;
  if (!url) return undefined;
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

let running = false;
let again: string[] | undefined;

/** One delivery at a time per process; a kick during a run makes the run go round once more. */
async function deliverLoop(transporter: Transporter, ids: readonly string[]): Promise<void> {
  running = true;
  try {
    let next: readonly string[] | undefined = ids;
    while (next) {
      again = undefined;
      await deliverDueMail(transporter, { ids: next });
      next = again;
    }
  } finally {
    running = false;
  }
}

/** Starts delivering `ids` (and whatever else is due) without waiting for it. */
export function kickMailDelivery(ids: readonly string[] = []): void {
  const transporter = smtpTransport();
  if (!transporter) return;
  if (running) {
    again = [...(again ?? []), ...ids];
    return;
  }
  runInBackground("mail delivery", () => deliverLoop(transporter, ids));
}

let runner: Periodic | null = null;

/**
 * Retries and other servers' mail, every interval; nothing to do without SMTP_URL. Each tick only
 * starts a delivery (background work, which shutdown settles); the timer stops with the others.
 */
export function startMailRunner(intervalMs = MAIL_RUNNER_INTERVAL_MS): void {
  if (runner || !env.SMTP_URL) return;
  runner = startPeriodic({
    name: "mail.runner",
    intervalMs,
    runAtStart: true,
    work: async () => kickMailDelivery(),
  });
}
