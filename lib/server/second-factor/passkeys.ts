// Passkeys (WebAuthn, through @simplewebauthn/server): an account registers one or more, named,
// and signs in with one as its second step. The relying party is this site as APP_URL names it,
// never as a request's Host says: a passkey made for another host name must not count here.
// Each challenge is kept until it is answered or 5 minutes pass, for the account it was made for.
import "server-only";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { appOrigin } from "@/lib/server/http/app-url";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";

const CHALLENGE_MS = 5 * 60 * 1000;
type Purpose = "register" | "authenticate";

function relyingParty(): { id: string; origin: string } {
  const origin = appOrigin();
  return { id: new URL(origin).hostname, origin };
}

async function keepChallenge(userId: string, purpose: Purpose, challenge: string): Promise<void> {
  const now = new Date();
  await db().$transaction([
    db().passkeyChallenge.deleteMany({ where: { userId, expiresAt: { lte: now } } }),
    db().passkeyChallenge.create({
      data: { userId, purpose, challenge, expiresAt: new Date(now.getTime() + CHALLENGE_MS) },
    }),
  ]);
}

/** Takes the challenge out of the store: true when it was this account's, for this, and alive. */
async function spendChallenge(userId: string, purpose: Purpose, challenge: string) {
  const { count } = await db().passkeyChallenge.deleteMany({
    where: { challenge, userId, purpose, expiresAt: { gt: new Date() } },
  });
  return count === 1;
}

export async function passkeyRegistrationOptions(user: {
  id: string;
  email: string;
  name: string;
}): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db().passkey.findMany({
    where: { userId: user.id },
    select: { credentialId: true, transports: true },
  });
  const rp = relyingParty();
  const options = await generateRegistrationOptions({
    rpName: "Coinmarket",
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({
      id: key.credentialId,
      transports: key.transports,
    })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await keepChallenge(user.id, "register", options.challenge);
  return options;
}

/** Verifies a registration and stores the passkey; false when it does not verify. */
export async function registerPasskey(
  tx: Tx,
  { userId, name, response }: { userId: string; name: string; response: RegistrationResponseJSON },
): Promise<{ id: string; name: string; createdAt: Date; lastUsedAt: Date | null } | null> {
  const rp = relyingParty();
  let challengeOk = false;
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: async (challenge) =>
      (challengeOk = await spendChallenge(userId, "register", challenge)),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo || !challengeOk) return null;
  const { credential } = verification.registrationInfo;
  const taken = await tx.passkey.findUnique({ where: { credentialId: credential.id } });
  if (taken) return null;
  return tx.passkey.create({
    data: {
      userId,
      name,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: BigInt(credential.counter),
      transports: credential.transports ?? [],
    },
    select: { id: true, name: true, createdAt: true, lastUsedAt: true },
  });
}

export async function passkeySignInOptions(
  userId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const keys = await db().passkey.findMany({
    where: { userId },
    select: { credentialId: true, transports: true },
  });
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports })),
    userVerification: "preferred",
  });
  await keepChallenge(userId, "authenticate", options.challenge);
  return options;
}

/** Verifies an assertion by one of the account's passkeys: true once per challenge. */
export async function claimPasskeyAssertion(
  userId: string,
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const key = await db().passkey.findFirst({ where: { userId, credentialId: response.id } });
  if (!key) return false;
  const rp = relyingParty();
  let challengeOk = false;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: async (challenge) =>
      (challengeOk = await spendChallenge(userId, "authenticate", challenge)),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: key.credentialId,
      publicKey: new Uint8Array(key.publicKey),
      counter: Number(key.counter),
      transports: key.transports,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified || !challengeOk) return false;
  await db().passkey.update({
    where: { id: key.id },
    data: { counter: BigInt(verification.authenticationInfo.newCounter), lastUsedAt: new Date() },
  });
  return true;
}
