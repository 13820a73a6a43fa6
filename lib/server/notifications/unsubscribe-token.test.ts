// An unsubscribe token names one account and one topic and cannot be made without the server's
// secret: altered in any part, signed for another account or topic, or by another server, it is
// refused; without a secret none is made and none believed.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token";

const secretBefore = env.AUTH_SECRET;
const USER = "cm3x7k2p90001qz8h4t6v2b1d";
const OTHER = "cm3x7k2p90002qz8h4t6v2b1e";

beforeEach(() => {
  env.AUTH_SECRET = "one-secret";
});

afterEach(() => {
  env.AUTH_SECRET = secretBefore;
});

const named = (text: string) => Buffer.from(text).toString("base64url");

describe("unsubscribe tokens", () => {
  it("give back the account and topic they were made for", () => {
    const token = unsubscribeToken({ userId: USER, topic: "bookings" })!;
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(readUnsubscribeToken(token)).toEqual({ userId: USER, topic: "bookings" });
    // The same subject always has the same token: a mail read months later still works.
    expect(unsubscribeToken({ userId: USER, topic: "bookings" })).toBe(token);
    expect(unsubscribeToken({ userId: USER, topic: "payments" })).not.toBe(token);
  });

  it("refuse another account's or topic's signature, altered parts and garbage", () => {
    const [, signature] = unsubscribeToken({ userId: USER, topic: "bookings" })!.split(".");
    const token = `${named(`${USER}.bookings`)}.${signature}`;
    expect(readUnsubscribeToken(`${named(`${OTHER}.bookings`)}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(`${named(`${USER}.payments`)}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(`${named(`${USER}.everything`)}.${signature}`)).toBeNull();
    const lastChanged = signature!.endsWith("A") ? "B" : "A";
    expect(readUnsubscribeToken(`${token.slice(0, -1)}${lastChanged}`)).toBeNull();
    expect(readUnsubscribeToken(`${token}.extra`)).toBeNull();
    expect(readUnsubscribeToken(named(`${USER}.bookings`))).toBeNull();
    expect(readUnsubscribeToken(`${named(`${USER}.bookings.x`)}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken("")).toBeNull();
    expect(readUnsubscribeToken("not a token")).toBeNull();
    expect(readUnsubscribeToken("!!.??")).toBeNull();
  });

  it("are another server's secret's no more, and none is made or believed without one", () => {
    const token = unsubscribeToken({ userId: USER, topic: "bookings" })!;
    env.AUTH_SECRET = "another-secret";
    expect(readUnsubscribeToken(token)).toBeNull();
    env.AUTH_SECRET = undefined;
    expect(unsubscribeToken({ userId: USER, topic: "bookings" })).toBeNull();
    expect(readUnsubscribeToken(token)).toBeNull();
  });
});
