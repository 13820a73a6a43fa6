// Payout details (account numbers, IBANs, UPI ids) are stored sealed (lib/server/crypto/sealed-box.ts)
// with a key derived from PAYOUT_ENCRYPTION_KEY, else from AUTH_SECRET. The organization's id is
// the associated data, so a sealed value copied onto another organization's row does not open.
import "server-only";
import { env } from "@/lib/env";
import { openText, sealingKey, sealText } from "@/lib/server/crypto/sealed-box";

const PURPOSE = "payout-details v1";

function key(): Buffer {
  const secret = env.PAYOUT_ENCRYPTION_KEY ?? env.AUTH_SECRET;
  // npm start always provides AUTH_SECRET; a process without either must not store details.
  if (!secret) throw new Error("payouts: set PAYOUT_ENCRYPTION_KEY or AUTH_SECRET");
  return sealingKey(secret, PURPOSE);
}

export function seal(plain: unknown, organizationId: string): string {
  return sealText(key(), JSON.stringify(plain), organizationId);
}

/** The sealed value as it was; throws when it was altered, moved or sealed with another key. */
export function unseal(sealed: string, organizationId: string): unknown {
  return JSON.parse(openText(key(), sealed, organizationId)) as unknown;
}

/**
 * unseal with the key `secret` (a PAYOUT_ENCRYPTION_KEY or AUTH_SECRET) gives, not this
 * process's: how a backup or a restore checks the key a server will run with.
 */
export function unsealWith(secret: string, sealed: string, organizationId: string): unknown {
  return JSON.parse(openText(sealingKey(secret, PURPOSE), sealed, organizationId)) as unknown;
}
