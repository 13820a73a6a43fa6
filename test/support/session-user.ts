// An account as a session carries it (an active, verified user unless told otherwise), for unit
// tests that need a caller without a database.
import type { SessionUser } from "@/lib/auth/session-user";

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: "u1",
    name: "Asha",
    email: "asha@example.test",
    role: "user",
    emailVerified: true,
    isActive: true,
    image: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    organization: null,
    walletBalance: 0,
    secondFactor: false,
    ...overrides,
  };
}
