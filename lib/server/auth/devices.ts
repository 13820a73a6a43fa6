// The account's signed-in devices, as /settings lists them: every browser session and API token
// that works (the one asking marked), and revoking one of them, the owner's own only.
import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import type { signedInDeviceSchema } from "@/lib/schemas/sessions";
import { db } from "@/lib/server/db/client";
import type { Caller } from "./caller";
import { deviceName } from "./device-name";

export type SignedInDevice = z.input<typeof signedInDeviceSchema>;

const DEVICE_NOT_FOUND = "No such signed-in browser or API token.";

interface Credential {
  id: string;
  address: string | null;
  userAgent: string | null;
  createdAt: Date;
  expiresAt: Date;
  secondFactorPending: boolean;
  secondFactorAt: Date | null;
  credentialVersion: number;
}

/**
 * Every browser session and API token of the caller's account that works now, newest first. One
 * still waiting for its second step is someone signing in, not signed in, and is left out (the
 * caller's own never is: routes refuse it). So is one of an older credential generation: a
 * sign-in that raced a password change wrote it, and it never works.
 */
export async function listSignedInDevices(caller: Caller): Promise<SignedInDevice[]> {
  const now = new Date();
  const live = { secondFactorPending: false };
  const { credentialVersion, sessions, apiTokens } = await db().user.findUniqueOrThrow({
    where: { id: caller.user.id },
    select: {
      credentialVersion: true,
      sessions: { where: { expires: { gt: now }, ...live } },
      apiTokens: { where: { expiresAt: { gt: now }, revokedAt: null, ...live } },
    },
  });
  const browsers = sessions.map((session) =>
    device(caller, "browser", { ...session, expiresAt: session.expires }),
  );
  const tokens = apiTokens.map((token) => device(caller, "api_token", token));
  return [...browsers, ...tokens]
    .filter(({ row }) => row.credentialVersion === credentialVersion)
    .sort((a, b) => b.row.createdAt.getTime() - a.row.createdAt.getTime())
    .map(({ item }) => item);
}

function device(caller: Caller, kind: SignedInDevice["kind"], row: Credential) {
  const via = kind === "browser" ? "session" : "token";
  const item: SignedInDevice = {
    id: row.id,
    kind,
    current: caller.via === via && caller.credentialId === row.id,
    device: deviceName(row.userAgent, kind),
    address: row.address,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    secondFactor: row.secondFactorAt !== null,
  };
  return { row, item };
}

/**
 * Signs out one of the caller's browsers (its session is deleted) or revokes one of its API
 * tokens. Another account's id is answered as an unknown one, so ids tell nobody anything.
 * Answers which it was, and whether it was the credential this very request used (then the
 * answer clears its cookie).
 */
export async function revokeSignedInDevice(
  caller: Caller,
  id: string,
): Promise<{ kind: SignedInDevice["kind"]; current: boolean }> {
  const userId = caller.user.id;
  const session = await db().session.deleteMany({ where: { id, userId } });
  if (session.count) {
    return { kind: "browser", current: caller.via === "session" && caller.credentialId === id };
  }
  const token = await db().apiToken.updateMany({
    where: { id, userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (token.count) {
    return { kind: "api_token", current: caller.via === "token" && caller.credentialId === id };
  }
  throw AppError.notFound(DEVICE_NOT_FOUND);
}
