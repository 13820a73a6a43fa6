// What the header sends the browser of the session: the fields it draws and the balances the
// account has, nothing else of the record.
import { describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session-user";
import { headerAccount } from "./header-account";

const USER: SessionUser = {
  id: "user-1",
  name: "Asha Rao",
  email: "user@demo.test",
  role: "user",
  emailVerified: true,
  isActive: true,
  image: null,
  createdAt: "2026-10-30T07:03:29.810Z",
  organization: null,
  walletBalance: 250,
  secondFactor: false,
};

describe("headerAccount", () => {
  it("gives a verified user's name, email, role and picture and the wallet chip", () => {
    expect(headerAccount(USER)).toEqual({
      name: "Asha Rao",
      email: "user@demo.test",
      role: "user",
      image: null,
      emailVerified: true,
      wallet: true,
      earnings: false,
    });
  });

  it("gives an organization the earnings chip and no wallet", () => {
    const org = { ...USER, role: "org" as const, organization: { id: "o", name: "BrightPath" } };
    expect(headerAccount(org)).toMatchObject({ wallet: false, earnings: true });
  });

  it("shows no balance before the email is verified, nor to an admin", () => {
    expect(headerAccount({ ...USER, emailVerified: false })).toMatchObject({
      wallet: false,
      earnings: false,
    });
    expect(headerAccount({ ...USER, role: "admin" })).toMatchObject({
      wallet: false,
      earnings: false,
    });
  });
});
