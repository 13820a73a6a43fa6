// The device cookie cannot be forged or altered, is read under either name, and carries the
// attributes that keep it out of scripts and other sites.
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  deviceIdFrom,
  deviceSetCookie,
  newDeviceId,
  signDeviceId,
  verifyDeviceCookie,
} from "./device-cookie";

const fakeEnv = vi.hoisted(() => ({ AUTH_SECRET: "one-secret" as string | undefined }));
vi.mock("@/lib/env", () => ({ env: fakeEnv }));

beforeEach(() => {
  fakeEnv.AUTH_SECRET = "one-secret";
});

describe("the device cookie", () => {
  it("gives back the id it was signed with", () => {
    const id = newDeviceId();
    expect(id).toMatch(/^[\w-]{43}$/);
    expect(newDeviceId()).not.toBe(id);
    const value = signDeviceId(id)!;
    expect(value).toMatch(/^v1\.[\w-]{43}\.[\w-]{43}$/);
    expect(verifyDeviceCookie(value)).toBe(id);
  });

  it("refuses an altered id or signature, another version, junk and another server's secret", () => {
    const id = newDeviceId();
    const value = signDeviceId(id)!;
    const [, , signature] = value.split(".");
    const otherId = newDeviceId();
    expect(verifyDeviceCookie(`v1.${otherId}.${signature}`)).toBeNull();
    // Another last character, whichever it was (a fixed "A" matched one signature in 64).
    const lastChanged = signature!.endsWith("A") ? "B" : "A";
    expect(verifyDeviceCookie(`v1.${id}.${signature!.slice(0, -1)}${lastChanged}`)).toBeNull();
    expect(verifyDeviceCookie(`v2.${id}.${signature}`)).toBeNull();
    expect(verifyDeviceCookie(`${value}.extra`)).toBeNull();
    expect(verifyDeviceCookie(`v1.short.${signature}`)).toBeNull();
    for (const junk of ["", "v1", "v1..", "not a cookie"])
      expect(verifyDeviceCookie(junk)).toBeNull();
    fakeEnv.AUTH_SECRET = "another-secret";
    expect(verifyDeviceCookie(value)).toBeNull();
  });

  it("is read from either name among other cookies; an unsigned or malformed one is none", () => {
    const id = newDeviceId();
    const value = signDeviceId(id)!;
    expect(deviceIdFrom(`a=1; coinmarket.device=${value}; b=2`)).toBe(id);
    expect(deviceIdFrom(`__Host-coinmarket.device=${value}`)).toBe(id);
    expect(deviceIdFrom(`coinmarket.device=v1.${id}.x`)).toBeNull();
    expect(deviceIdFrom("coinmarket.device=%E0%A4%A")).toBeNull();
    expect(deviceIdFrom(null)).toBeNull();
  });

  it("is HttpOnly, SameSite=Strict and a year long; __Host- and Secure over HTTPS", () => {
    const id = newDeviceId();
    expect(deviceSetCookie(id, false)).toBe(
      `coinmarket.device=${signDeviceId(id)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=31536000`,
    );
    expect(deviceSetCookie(id, true)).toBe(
      `__Host-coinmarket.device=${signDeviceId(id)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=31536000; Secure`,
    );
  });

  it("is neither set nor believed without AUTH_SECRET", () => {
    const id = newDeviceId();
    const value = signDeviceId(id)!;
    fakeEnv.AUTH_SECRET = undefined;
    expect(signDeviceId(id)).toBeNull();
    expect(deviceSetCookie(id, false)).toBeNull();
    expect(verifyDeviceCookie(value)).toBeNull();
  });
});
