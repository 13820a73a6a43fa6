// What the configuration means for safety: where links point, whether the development mailbox
// may exist, whether payments are real, and what `npm start` refuses to run without. One place,
// read by the start script (before anything listens) and by the app (on every use), so the two
// can never disagree.
import { isIP } from "node:net";
import type { Env } from "./env";

/** The interface `npm start` listens on when LISTEN_HOST is not set. */
export const DEFAULT_LISTEN_HOST = "127.0.0.1";

type Settings = Pick<
  Env,
  | "LISTEN_HOST"
  | "PORT"
  | "DATABASE_URL"
  | "SMTP_URL"
  | "MAIL_DEV_INBOX"
  | "APP_URL"
  | "RAZORPAY_KEY_ID"
  | "RAZORPAY_KEY_SECRET"
  | "PAYMENTS_MODE"
  | "TRUSTED_PROXY_HOPS"
>;

/** Whether a listen address only accepts connections from this machine. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  if (bare === "localhost") return true;
  if (isIP(bare) === 4) return bare.startsWith("127.");
  return bare === "::1";
}

/**
 * Whether this server listens on loopback only. An unset LISTEN_HOST is unknown here (the app may
 * have been started by something else than `npm start`), so it counts as "not loopback".
 */
function listensOnLoopbackOnly(settings: Pick<Settings, "LISTEN_HOST">): boolean {
  return isLoopbackHost(settings.LISTEN_HOST);
}

/**
 * The origin links in emails and redirects point at: APP_URL, else the server's own loopback
 * origin. Never a request header: a spoofed Host must not put an attacker's host in a reset link.
 */
export function publicOrigin(settings: Pick<Settings, "APP_URL" | "PORT">): string {
  if (settings.APP_URL) return settings.APP_URL.replace(/\/+$/, "");
  return `http://localhost:${settings.PORT}`;
}

/**
 * The development mailbox hands out every reset link, so it exists only where nobody else can
 * reach it: a server on loopback only, with no real mail, no real database and no proxy of ours
 * in front (a proxy on the same host connects over loopback and serves everyone); or where
 * MAIL_DEV_INBOX=1 asks for it explicitly (the start script then warns loudly). Each request is
 * checked too: one that came through a proxy anyway is refused (lib/server/mail/dev-mailbox.ts).
 */
export function devMailboxEnabled(
  settings: Pick<
    Settings,
    "MAIL_DEV_INBOX" | "SMTP_URL" | "DATABASE_URL" | "LISTEN_HOST" | "TRUSTED_PROXY_HOPS"
  >,
): boolean {
  if (settings.MAIL_DEV_INBOX) return true;
  const local = !settings.SMTP_URL && !settings.DATABASE_URL && settings.TRUSTED_PROXY_HOPS === 0;
  return local && listensOnLoopbackOnly(settings);
}

/**
 * "razorpay": real payments. "test": the simulated checkout (the embedded demo, or a deployment
 * that says PAYMENTS_MODE=test). "off": a database deployment without keys, where simulated
 * payments would let anyone mint coins; payments are refused.
 */
export type PaymentsMode = "razorpay" | "test" | "off";

export function paymentsMode(
  settings: Pick<
    Settings,
    "RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET" | "PAYMENTS_MODE" | "DATABASE_URL"
  >,
): PaymentsMode {
  if (settings.RAZORPAY_KEY_ID && settings.RAZORPAY_KEY_SECRET) return "razorpay";
  if (settings.PAYMENTS_MODE === "test" || !settings.DATABASE_URL) return "test";
  return "off";
}

/** Reasons `npm start` refuses to serve, one clear line each. */
export function startRefusals(settings: Settings): string[] {
  const refusals: string[] = [];
  if (settings.DATABASE_URL && !settings.APP_URL) {
    refusals.push(
      "APP_URL is required with DATABASE_URL: set it to the public address (e.g. https://coins.example.com) so links in emails point there.",
    );
  }
  if (paymentsMode(settings) === "off") {
    refusals.push(
      "RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required with DATABASE_URL: set them, or set PAYMENTS_MODE=test to run simulated payments (no real money) on this database.",
    );
  }
  return refusals;
}

/** Things `npm start` serves with but says out loud. */
export function startWarnings(settings: Settings): string[] {
  const warnings: string[] = [];
  if (settings.MAIL_DEV_INBOX) {
    warnings.push(
      "WARNING: MAIL_DEV_INBOX=1: the development mailbox at /dev/mailbox and /api/dev/mailbox is open. Anyone who can reach this server can read every email it sends, password reset links included. Never use it on a server others can reach.",
    );
  }
  if (paymentsMode(settings) === "test" && settings.DATABASE_URL) {
    warnings.push(
      "WARNING: PAYMENTS_MODE=test: payments are simulated on this database and every page says so. Anyone signed in can add coins without paying.",
    );
  }
  if (!settings.APP_URL && !listensOnLoopbackOnly(settings)) {
    warnings.push(
      `Note: APP_URL is not set, so links in emails point at ${publicOrigin(settings)}. Set APP_URL to the address people use.`,
    );
  }
  return warnings;
}
