// The device cookie: a random id this server gave a browser at a successful password sign-in,
// signed with a key derived from AUTH_SECRET (HMAC-SHA256) and kept HttpOnly for a year. It says
// nothing by itself: the browser is "known" to an account only while the account's sign-in
// sources list the id's hash (sign-in-sources.ts), so a cookie is bound to the accounts that
// signed in with it, and a value this server did not sign is ignored before any database work.
// Format: "v1.<id>.<signature>", base64url; the version leaves room for a key rotation.
import "server-only";
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { cookieValue } from "@/lib/server/http/cookies";

export const DEVICE_COOKIE = "coinmarket.device";
/** Over HTTPS: the __Host- prefix makes browsers refuse it without Secure, with a Domain or Path. */
const SECURE_DEVICE_COOKIE = "__Host-coinmarket.device";
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const VERSION = "v1";
const ID_SHAPE = /^[\w-]{43}$/;

let derived: { secret: string; key: Buffer } | undefined;

/** No AUTH_SECRET, no device cookies: nothing is signed, none is believed (addresses still count). */
function key(): Buffer | null {
  const secret = env.AUTH_SECRET;
  if (!secret) return null;
  if (derived?.secret !== secret) {
    const key = Buffer.from(hkdfSync("sha256", secret, "coinmarket", "device-cookie v1", 32));
    derived = { secret, key };
  }
  return derived.key;
}

function signature(id: string, secret: Buffer): string {
  return createHmac("sha256", secret).update(`device:${id}`).digest("base64url");
}

/** A new browser id: 32 random bytes, as unguessable as a session token. */
export function newDeviceId(): string {
  return randomBytes(32).toString("base64url");
}

/** The signed cookie value for an id, or null when the server has no secret to sign with. */
export function signDeviceId(id: string): string | null {
  const secret = key();
  return secret ? `${VERSION}.${id}.${signature(id, secret)}` : null;
}

/** The id a cookie value carries when this server signed it; null for anything else. */
export function verifyDeviceCookie(value: string): string | null {
  const secret = key();
  if (!secret) return null;
  const [version, id, given, ...rest] = value.split(".");
  if (version !== VERSION || !id || !given || rest.length || !ID_SHAPE.test(id)) return null;
  const expected = Buffer.from(signature(id, secret));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received) ? id : null;
}

/** The verified device id of a request's cookies, if it carries one. */
export function deviceIdFrom(cookieHeader: string | null): string | null {
  const value = cookieValue(cookieHeader, [SECURE_DEVICE_COOKIE, DEVICE_COOKIE]);
  return value ? verifyDeviceCookie(value) : null;
}

/**
 * Set-Cookie for the device id, renewed for a year at each sign-in; null without a secret.
 * SameSite=Strict: only the app's own sign-in and recovery forms need it.
 */
export function deviceSetCookie(id: string, secure: boolean): string | null {
  const value = signDeviceId(id);
  if (!value) return null;
  const parts = [
    `${secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Strict",
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
