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

  it("without X-Forwarded-For, is the connection's own address (nobody forwarded it)", () => {
    expect(resolveClientAddress(undefined, "10.0.0.2", 1)).toBe("10.0.0.2");
  });

  it("never goes further left than the chain", () => {
    expect(resolveClientAddress("198.51.100.7", "10.0.0.2", 3)).toBe("198.51.100.7");
  });

  it("counts an empty, 'localhost' or unparseable entry as a hop whose address is unknown", () => {
    // Our proxy appended something unreadable where the client's address belongs: the entry the
    // client wrote before it (127.0.0.1) must not move into its place.
    for (const junk of [
      "",
      " ",
      "localhost",
      "<script>",
      "evil.example",
      "1.2.3",
      "::g",
      "unix:",
    ]) {
      expect(resolveClientAddress(`127.0.0.1, ${junk}`, "127.0.0.1", 1), junk).toBe("unknown");
      expect(resolveClientAddress(junk, "127.0.0.1", 1), junk).toBe("unknown");
    }
    expect(resolveClientAddress(", ", "127.0.0.1", 1)).toBe("unknown");
    expect(resolveClientAddress("", "10.0.0.2", 3)).toBe("unknown");
    // Two proxies: junk one hop back is unknown too, never the client's own entry further left.
    expect(resolveClientAddress("127.0.0.1, localhost, 10.0.0.1", "10.0.0.2", 2)).toBe("unknown");
    // Junk further left than the client's entry changes nothing.
    expect(resolveClientAddress("localhost, 198.51.100.7", "10.0.0.2", 1)).toBe("198.51.100.7");
  });

  it("is never loopback unless the entry our proxy wrote is a loopback address", () => {
    for (const forwardedFor of [
      "",
      "localhost",
      "127.0.0.1, localhost",
      "::1, ",
      "127.0.0.1,,",
      "127.0.0.1, 127.0.0.1.evil",
    ]) {
      const resolved = resolveClientAddress(forwardedFor, "127.0.0.1", 1);
      expect(resolved, forwardedFor).not.toMatch(/^(127\.|::1$)/);
    }
    expect(resolveClientAddress("6.6.6.6, 127.0.0.1", "127.0.0.1", 1)).toBe("127.0.0.1");
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
