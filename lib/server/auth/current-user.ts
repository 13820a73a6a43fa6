// The signed-in account for server components and pages (once per request).
import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import type { SessionUser } from "@/lib/auth/session-user";
import { resolveCaller } from "./caller";

/** The signed-in, not suspended account, or null. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const caller = await resolveCaller(await headers());
  if (!caller || !caller.user.isActive) return null;
  return caller.user;
});
