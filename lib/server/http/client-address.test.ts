import { describe, expect, it } from "vitest";
import { clientAddress, resolveClientAddress } from "./client-address";

describe("resolveClientAddress", () => {
  it("with no trusted proxy, is the connection's own address whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("6.6.6.6", "203.0.113.9", 0)).toBe("203.0.113.9");
    expect(resolveClientAddress(undefined, "203.0.113.9", 0)).toBe("203.0.113.9");
  });

  it("with one trusted proxy, is the entry that proxy appended (the rightmost)", () => {
    // The client wrote 6.6.6.6 itself; our proxy appended the address it saw, 198.51.100.7.
    expect(resolveClientAddress("6.6.6.6, 198.51.100.7", "10.0.0.2", 1)).toBe("198.51.100.7");
    expect(resolveClientAddress("198.51.100.7", "10.0.0.2", 1)).toBe("198.51.100.7");
  });

  it("with two trusted proxies, counts two entries from the right", () => {
    expect(resolveClientAddress("6.6.6.6, 198.51.100.7, 10.0.0.1", "10.0.0.2", 2)).toBe(
      "198.51.100.7",
    );
  });

  it("never goes further left than the chain, and ignores junk entries", () => {
    expect(resolveClientAddress("", "10.0.0.2", 3)).toBe("10.0.0.2");
    expect(resolveClientAddress("<script>, evil.example", "10.0.0.2", 1)).toBe("10.0.0.2");
  });

  it("treats IPv4-mapped IPv6 as the IPv4 address", () => {
    expect(resolveClientAddress(undefined, "::ffff:127.0.0.1", 0)).toBe("127.0.0.1");
    expect(resolveClientAddress(undefined, "::1", 0)).toBe("::1");
  });

  it("is 'unknown' without a socket address", () => {
    expect(resolveClientAddress(undefined, undefined, 0)).toBe("unknown");
  });
});

describe("clientAddress", () => {
  it("reads the one address the edge set", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientAddress(new Headers())).toBe("unknown");
  });
});
