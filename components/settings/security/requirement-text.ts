import type { Role } from "@/lib/auth/roles";

/** Who needs two-step verification, said to each role on /settings and /settings/security. */
export const REQUIREMENT_TEXT: Record<Role, string> = {
  admin: "Admins must set up two-step verification before using the admin pages.",
  org: "Organizations need two-step verification to request conversions and change payout details.",
  user: "Optional: protects your account if your password is ever stolen.",
};
