// A sealed value opens only as it was sealed: with the same purpose's key, for the same owner,
// unaltered.
import { describe, expect, it } from "vitest";
import { openText, sealingKey, sealText } from "./sealed-box";

const key = sealingKey("a-secret-of-the-environment", "totp-secret v1");

describe("sealed values", () => {
  it("open to what was sealed, and never show it", () => {
    const sealed = sealText(key, "JBSWY3DPEHPK3PXP", "user-1");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(openText(key, sealed, "user-1")).toBe("JBSWY3DPEHPK3PXP");
    // A fresh nonce each time: the same text seals differently.
    expect(sealText(key, "JBSWY3DPEHPK3PXP", "user-1")).not.toBe(sealed);
  });

  it("refuse another owner, another purpose's key, another secret and any change", () => {
    const sealed = sealText(key, "JBSWY3DPEHPK3PXP", "user-1");
    expect(() => openText(key, sealed, "user-2")).toThrow();
    expect(() =>
      openText(sealingKey("a-secret-of-the-environment", "payout-details v1"), sealed, "user-1"),
    ).toThrow();
    expect(() =>
      openText(sealingKey("another-secret", "totp-secret v1"), sealed, "user-1"),
    ).toThrow();
    const [version, iv, tag, body] = sealed.split(".");
    const flipped = `${body![0] === "A" ? "B" : "A"}${body!.slice(1)}`;
    expect(() => openText(key, [version, iv, tag, flipped].join("."), "user-1")).toThrow();
    expect(() => openText(key, "not sealed", "user-1")).toThrow("not a sealed value");
  });
});
