// One row of the signed-in devices list: what it is, where and when it signed in, and its button.
import { describe, expect, it } from "vitest";
import { deviceRow } from "./device-row";

const STYLE = { locale: "en-IN", timeZone: "Asia/Kolkata" };
const BROWSER = {
  id: "s1",
  kind: "browser" as const,
  current: false,
  device: "Chrome on macOS",
  address: "203.0.113.7",
  createdAt: "2026-11-21T06:22:00.000Z",
  expiresAt: "2026-12-21T06:22:00.000Z",
  secondFactor: true,
};

describe("deviceRow", () => {
  it("says where and when a browser signed in, in the viewer's zone", () => {
    expect(deviceRow(BROWSER, STYLE)).toEqual({
      title: "Chrome on macOS",
      badges: [],
      line: "203.0.113.7 · Signed in 21 Nov 2026, 11:52 am IST",
      action: "Sign out",
      actionName: "Sign out Chrome on macOS",
    });
  });

  it("marks this very browser, and an API token, which is revoked rather than signed out", () => {
    expect(deviceRow({ ...BROWSER, current: true }, STYLE).badges).toEqual(["This device"]);
    const token = deviceRow(
      { ...BROWSER, kind: "api_token", device: "API client", address: null },
      STYLE,
    );
    expect(token).toMatchObject({
      badges: ["API token"],
      line: "Unknown address · Signed in 21 Nov 2026, 11:52 am IST",
      action: "Revoke",
      actionName: "Revoke API client",
    });
  });
});
