// The authenticator app (TOTP, RFC 6238, through otpauth): 6 digits, 30-second steps, SHA-1 as
// every authenticator app reads it. The secret is sealed at rest with a key from the environment
// (SECOND_FACTOR_KEY, else AUTH_SECRET). A code is accepted for its own step and the one either
// side (clocks drift), and each step's code works once per account: the steps used lately are
// kept on the factor and the claim of one is a single conditional UPDATE, so two requests racing
// with the same code cannot both pass.
import "server-only";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { env } from "@/lib/env";
import { openText, sealingKey, sealText } from "@/lib/server/crypto/sealed-box";
import { db } from "@/lib/server/db/client";

const ISSUER = "Coinmarket";
const PERIOD = 30;
/** Steps either side of now a code may belong to. */
const WINDOW = 1;

function key(): Buffer {
  const secret = env.SECOND_FACTOR_KEY ?? env.AUTH_SECRET;
  if (!secret) throw new Error("second factor: set SECOND_FACTOR_KEY or AUTH_SECRET");
  return sealingKey(secret, "totp-secret v1");
}

function totpOf(base32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(base32),
  });
}

export function sealTotpSecret(base32: string, userId: string): string {
  return sealText(key(), base32, userId);
}

function openTotpSecret(sealed: string, userId: string): string {
  return openText(key(), sealed, userId);
}

export interface TotpEnrolment {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code as an SVG data URL. */
  qrCode: string;
}

/** A new secret for the account (replacing any unconfirmed one), not active until confirmed. */
export async function startTotpEnrolment(user: {
  id: string;
  email: string;
}): Promise<TotpEnrolment> {
  const secret = new Secret({ size: 20 }).base32;
  await db().totpFactor.upsert({
    where: { userId: user.id },
    create: { userId: user.id, secretSealed: sealTotpSecret(secret, user.id) },
    update: { secretSealed: sealTotpSecret(secret, user.id), usedSteps: [], createdAt: new Date() },
  });
  const uri = totpOf(secret, user.email).toString();
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return {
    secret,
    uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

/** The step a code belongs to, or null when it is no code of this secret near now. */
function stepOf(base32: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(base32, "");
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/**
 * Checks a code against the account's authenticator and claims its step: true once per code.
 * `confirmed` false checks an enrolment's first code (the factor not active yet).
 */
export async function claimTotpCode(
  userId: string,
  code: string,
  options: { confirmed: boolean },
): Promise<boolean> {
  const factor = await db().totpFactor.findUnique({ where: { userId } });
  if (!factor || (factor.confirmedAt !== null) !== options.confirmed) return false;
  const now = Date.now();
  const step = stepOf(openTotpSecret(factor.secretSealed, userId), code.trim(), now);
  if (step === null) return false;
  // Keep only the steps a code may still belong to, and this one.
  const oldest = Math.floor(now / 1000 / PERIOD) - WINDOW - 1;
  const claimed = await db().$executeRaw`
    UPDATE "TotpFactor"
    SET "usedSteps" = array_append(
      ARRAY(SELECT s FROM unnest("usedSteps") AS s WHERE s >= ${oldest}), ${step}::int)
    WHERE "userId" = ${userId} AND "secretSealed" = ${factor.secretSealed}
      AND NOT (${step}::int = ANY("usedSteps"))`;
  return claimed === 1;
}

export async function confirmTotpFactor(userId: string): Promise<void> {
  await db().totpFactor.update({ where: { userId }, data: { confirmedAt: new Date() } });
}
