import { describe, expect, it } from "vitest";
import { outboxMessageId, retryDelayMs } from "./deliver-mail";

describe("retryDelayMs", () => {
  it("doubles from 30 seconds after each failed attempt and stops growing at an hour", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe("outboxMessageId", () => {
  it("names the outbox row at the sender's domain", () => {
    expect(outboxMessageId("cm1abc", "Coinmarket <no-reply@mail.example.com>")).toBe(
      "<cm1abc@mail.example.com>",
    );
    expect(outboxMessageId("cm1abc", "no-reply@example.org")).toBe("<cm1abc@example.org>");
  });

  it("falls back to coinmarket.local when the sender has no domain", () => {
    expect(outboxMessageId("cm1abc", "Coinmarket")).toBe("<cm1abc@coinmarket.local>");
  });
});
