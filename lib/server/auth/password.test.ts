import { describe, expect, it } from "vitest";
import { decoyHash, hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("uses argon2id at OWASP's parameters", async () => {
    expect(await hashPassword("demo-password")).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("demo-password");
    expect(await verifyPassword("demo-password", stored)).toBe(true);
    expect(await verifyPassword("demo-passwort", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("refuses malformed stored values instead of throwing", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "$argon2id$garbage")).toBe(false);
    expect(await verifyPassword("not-a-real-password", await decoyHash())).toBe(true);
  });
});
