import { describe, expect, it } from "vitest";
import { computeUptime, uptimeWindowStart } from "./uptime-window";

const at = (iso: string) => new Date(iso);

describe("uptime's window", () => {
  it("starts at the first check's minute when that is within 30 days", () => {
    expect(uptimeWindowStart(at("2026-11-23T12:00:40Z"), at("2026-11-20T08:15:59Z"))).toEqual(
      at("2026-11-20T08:15:00Z"),
    );
  });

  it("starts 30 days back when the first check is older", () => {
    expect(uptimeWindowStart(at("2026-11-23T12:00:40Z"), at("2026-01-01T00:00:00Z"))).toEqual(
      at("2026-10-24T12:00:00Z"),
    );
  });
});

describe("uptime's arithmetic", () => {
  const start = at("2026-11-23T10:00:00Z");

  it("is 100% when every minute had a healthy check, the minute under way included once checked", () => {
    expect(
      computeUptime({
        now: at("2026-11-23T11:00:20Z"),
        start,
        healthyMinutes: 61,
        checkedThisMinute: true,
      }),
    ).toEqual({
      percent: 100,
      healthyMinutes: 61,
      minutes: 61,
      since: start.toISOString(),
      readAt: "2026-11-23T11:00:20.000Z",
      measured: true,
      windowFull: false,
    });
  });

  it("leaves out the minute under way until a check is recorded in it", () => {
    expect(
      computeUptime({
        now: at("2026-11-23T11:00:20Z"),
        start,
        healthyMinutes: 60,
        checkedThisMinute: false,
      }),
    ).toMatchObject({ percent: 100, minutes: 60 });
  });

  it("counts minutes without a healthy check as down", () => {
    // 120 minutes, 6 of them without a healthy check: 95%.
    expect(
      computeUptime({
        now: at("2026-11-23T12:00:05Z"),
        start,
        healthyMinutes: 114,
        checkedThisMinute: false,
      }),
    ).toMatchObject({ percent: 95, healthyMinutes: 114, minutes: 120 });
  });

  it("rounds to two decimals", () => {
    // 2 of 3 minutes.
    expect(
      computeUptime({
        now: at("2026-11-23T10:03:00Z"),
        start,
        healthyMinutes: 2,
        checkedThisMinute: false,
      }),
    ).toMatchObject({ percent: 66.67, minutes: 3 });
  });

  it("is a measure once an hour of minutes is counted, and says when they are the whole window", () => {
    const reading = (minutes: number, from = start) =>
      computeUptime({
        now: new Date(from.getTime() + minutes * 60_000),
        start: from,
        healthyMinutes: minutes,
        checkedThisMinute: false,
      });
    expect(reading(59)).toMatchObject({ measured: false, windowFull: false });
    expect(reading(60)).toMatchObject({ measured: true, windowFull: false });
    expect(reading(30 * 24 * 60)).toMatchObject({ measured: true, windowFull: true });
  });

  it("counts the first minute alone when the first check was just taken", () => {
    expect(
      computeUptime({
        now: at("2026-11-23T10:00:01Z"),
        start,
        healthyMinutes: 1,
        checkedThisMinute: true,
      }),
    ).toMatchObject({ percent: 100, minutes: 1 });
    expect(
      computeUptime({
        now: at("2026-11-23T10:00:01Z"),
        start,
        healthyMinutes: 0,
        checkedThisMinute: true,
      }),
    ).toMatchObject({ percent: 0, minutes: 1 });
  });
});
