// Sign-ups reach the admin's activity list: both ways of creating an account write user.signup in
// the transaction that creates it.
import { describe, expect, it, vi } from "vitest";
import { coinmarketAdapter } from "@/lib/server/auth/authjs-adapter";
import { db } from "@/lib/server/db/client";
import { registerThroughApi } from "@/test/integration/accounts";

// A Google sign-up outside a request: no intent cookie, so a user account.
vi.mock("next/headers", () => ({ cookies: async () => ({ get: () => undefined }) }));

describe("sign-ups in the audit log", () => {
  it("records a password sign-up as user.signup by the new account", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const { email, response } = await registerThroughApi({ role: "org" });
    expect(response.status).toBe(201);
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    const entry = await db().auditLog.findFirstOrThrow({
      where: { action: "user.signup", entityId: user.id },
    });
    expect(entry).toMatchObject({ actorId: user.id, entityType: "user" });
    expect(entry.after).toEqual({ role: "org", with: "password" });
  });

  it("records a Google sign-up the same way", async () => {
    const created = await coinmarketAdapter().createUser!({
      id: "ignored",
      email: "Google.Person@Example.test",
      name: "Google Person",
      emailVerified: new Date(),
      image: null,
    });
    const entry = await db().auditLog.findFirstOrThrow({
      where: { action: "user.signup", entityId: created.id },
    });
    expect(entry).toMatchObject({ actorId: created.id, entityType: "user" });
    expect(entry.after).toEqual({ role: "user", with: "google" });
  });
});
