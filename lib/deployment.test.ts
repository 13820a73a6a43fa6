import { describe, expect, it } from "vitest";
import {
  devMailboxEnabled,
  isLoopbackHost,
  paymentsMode,
  publicOrigin,
  startRefusals,
  startWarnings,
} from "./deployment";
import { parseEnv } from "./env";

const embedded = parseEnv({ LISTEN_HOST: "127.0.0.1" });
const deployment = parseEnv({
  DATABASE_URL: "postgresql://app@db.internal:5432/coinmarket",
  LISTEN_HOST: "0.0.0.0",
  APP_URL: "https://coins.example.com",
  RAZORPAY_KEY_ID: "rzp_live_x",
  RAZORPAY_KEY_SECRET: "secret",
});

describe("isLoopbackHost", () => {
  it("knows loopback addresses from the rest", () => {
    for (const host of ["127.0.0.1", "127.1.2.3", "::1", "[::1]", "localhost", "LOCALHOST"]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      undefined,
      "",
      "0.0.0.0",
      "::",
      "192.168.1.4",
      "example.com",
      "128.0.0.1",
    ]) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
  });
});

describe("the development mailbox", () => {
  it("exists on the embedded database, without SMTP, on loopback only", () => {
    expect(devMailboxEnabled(embedded)).toBe(true);
  });

  it("is shut as soon as the server listens beyond loopback, or where LISTEN_HOST is unknown", () => {
    expect(devMailboxEnabled({ ...embedded, LISTEN_HOST: "0.0.0.0" })).toBe(false);
    expect(devMailboxEnabled({ ...embedded, LISTEN_HOST: "::" })).toBe(false);
    expect(devMailboxEnabled({ ...embedded, LISTEN_HOST: undefined })).toBe(false);
  });

  it("is shut behind a proxy of ours (TRUSTED_PROXY_HOPS), unless MAIL_DEV_INBOX=1 opens it", () => {
    // A reverse proxy on the same host connects over loopback and serves everyone.
    expect(devMailboxEnabled({ ...embedded, TRUSTED_PROXY_HOPS: 1 })).toBe(false);
    expect(devMailboxEnabled({ ...embedded, TRUSTED_PROXY_HOPS: 1, MAIL_DEV_INBOX: true })).toBe(
      true,
    );
  });

  it("is shut with real mail or a real database, unless MAIL_DEV_INBOX=1 opens it", () => {
    expect(devMailboxEnabled({ ...embedded, SMTP_URL: "smtp://mail:25" })).toBe(false);
    expect(devMailboxEnabled(deployment)).toBe(false);
    expect(devMailboxEnabled({ ...deployment, MAIL_DEV_INBOX: true })).toBe(true);
  });
});

describe("publicOrigin", () => {
  it("is APP_URL when set, without a trailing slash", () => {
    expect(publicOrigin({ APP_URL: "https://coins.example.com/", PORT: 3000 })).toBe(
      "https://coins.example.com",
    );
  });

  it("is the server's own loopback origin otherwise", () => {
    expect(publicOrigin({ APP_URL: undefined, PORT: 3050 })).toBe("http://localhost:3050");
  });
});

describe("paymentsMode", () => {
  it("is razorpay with both keys, test on the embedded demo", () => {
    expect(paymentsMode(deployment)).toBe("razorpay");
    expect(paymentsMode(embedded)).toBe("test");
    expect(paymentsMode({ ...embedded, RAZORPAY_KEY_ID: "only-one" })).toBe("test");
  });

  it("is off on a database without keys, unless PAYMENTS_MODE=test says so", () => {
    const keyless = { ...deployment, RAZORPAY_KEY_ID: undefined, RAZORPAY_KEY_SECRET: undefined };
    expect(paymentsMode(keyless)).toBe("off");
    expect(paymentsMode({ ...keyless, PAYMENTS_MODE: "test" })).toBe("test");
  });

  it("accepts only 'test' as PAYMENTS_MODE", () => {
    expect(() => parseEnv({ PAYMENTS_MODE: "live" })).toThrow('PAYMENTS_MODE can only be "test"');
  });
});

describe("startRefusals", () => {
  it("lets a local demo and a complete deployment start", () => {
    expect(startRefusals(embedded)).toEqual([]);
    expect(startRefusals(deployment)).toEqual([]);
  });

  it("refuses a database deployment without APP_URL, in one line", () => {
    const refusals = startRefusals({ ...deployment, APP_URL: undefined });
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(/^APP_URL is required with DATABASE_URL/);
    expect(refusals[0]).not.toContain("\n");
  });

  it("refuses a database deployment without Razorpay keys unless PAYMENTS_MODE=test", () => {
    const keyless = { ...deployment, RAZORPAY_KEY_ID: undefined, RAZORPAY_KEY_SECRET: undefined };
    expect(startRefusals(keyless)).toEqual([
      expect.stringMatching(/^RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required/),
    ]);
    expect(startRefusals({ ...keyless, PAYMENTS_MODE: "test" })).toEqual([]);
  });
});

describe("startWarnings", () => {
  it("warns loudly when MAIL_DEV_INBOX=1 opens the mailbox, and about test payments on a database", () => {
    expect(startWarnings({ ...deployment, MAIL_DEV_INBOX: true })).toEqual([
      expect.stringMatching(/^WARNING: MAIL_DEV_INBOX=1/),
    ]);
    const staging = {
      ...deployment,
      RAZORPAY_KEY_ID: undefined,
      RAZORPAY_KEY_SECRET: undefined,
      PAYMENTS_MODE: "test" as const,
    };
    expect(startWarnings(staging)).toEqual([expect.stringMatching(/^WARNING: PAYMENTS_MODE=test/)]);
  });

  it("says nothing on the default local demo", () => {
    expect(startWarnings(embedded)).toEqual([]);
  });
});
