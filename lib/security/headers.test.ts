import { describe, expect, it } from "vitest";
import { newNonce, pageContentSecurityPolicy, policyNonce } from "./headers";

describe("pageContentSecurityPolicy", () => {
  const policy = pageContentSecurityPolicy({ nonce: "abc123==" });

  it("allows scripts only by this request's nonce (and what they load), and Razorpay's checkout", () => {
    expect(policy).toContain(
      "script-src 'self' 'nonce-abc123==' 'strict-dynamic' https://checkout.razorpay.com",
    );
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-src https://api.razorpay.com https://checkout.razorpay.com");
  });

  it("forbids framing, plugins and foreign form targets", () => {
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("base-uri 'self'");
  });

  it("adds eval only for the development server", () => {
    expect(pageContentSecurityPolicy({ nonce: "n", dev: true })).toContain("'unsafe-eval'");
  });
});

describe("newNonce", () => {
  it("is 128 random bits, different every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});

describe("policyNonce", () => {
  it("reads the nonce of the page's policy", () => {
    expect(
      policyNonce("default-src 'self'; script-src 'self' 'nonce-abc+/=' 'strict-dynamic'"),
    ).toBe("abc+/=");
    expect(policyNonce(null)).toBeUndefined();
  });
});
