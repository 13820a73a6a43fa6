// The signed-in account for server components and pages (once per request).
import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import type { SessionUser } from "@/lib/auth/session-user";
import { resolveCaller } from "./caller";

/** The request's caller (any state), once per request. */
export const getCurrentCaller = cache(async () => resolveCaller(await headers()));

/** The signed-in, not suspended account whose sign-in is complete (second step done), or null. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const caller = await getCurrentCaller();
  if (!caller || !caller.user.isActive || caller.secondStep.pending) return null;
  return caller.user;
});

/** Whether the browser passed the password but not the second step yet. */
export async function awaitingSecondStep(): Promise<boolean> {
  const caller = await getCurrentCaller();
  return Boolean(caller?.user.isActive && caller.secondStep.pending);
}
