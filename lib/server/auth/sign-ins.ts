// How many times an account has signed in in a browser: a first sign-in is greeted "Welcome",
// a return "Welcome back". Counted by the server when it creates the session, so the greeting
// needs nothing kept in the browser and is the same on every device.
import "server-only";
import { db } from "@/lib/server/db/client";

/**
 * Called once per browser sign-in, beside the session it creates. A sign-in before the email is
 * verified only reaches the verification screen: the first one that counts is the one after.
 */
export async function recordSignIn(userId: string): Promise<void> {
  await db().user.updateMany({
    where: { id: userId, emailVerified: { not: null } },
    data: { signInCount: { increment: 1 } },
  });
}

/** Whether the account had signed in before the sign-in it is using now. */
export async function isReturningUser(userId: string): Promise<boolean> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { signInCount: true } });
  return (user?.signInCount ?? 0) > 1;
}
