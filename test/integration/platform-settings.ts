// The admin's platform settings (/admin/settings) over HTTP for integration tests: the money rules
// as they start, reading and saving them as a caller, and a field's refusal.
import { expect } from "vitest";
import { GET as readRoute, PUT as saveRoute } from "@/app/api/v1/admin/settings/route";
import type { PlatformSettingsView } from "@/lib/schemas/economics";
import { call, type CallResult } from "./http";

/** The money rules as a fresh database starts them: a save that changes only other settings. */
export const STARTING_RULES = {
  commissionPercent: "15",
  conversionFeePercent: "0",
  conversionFeeCoins: 0,
  rates: { USD: "88", EUR: "102" },
};

/** The settings as `bearer` reads them; unset is a visitor. */
export const readSettings = (bearer?: string) =>
  call<PlatformSettingsView>(readRoute, "/api/v1/admin/settings", { bearer });

/** Saves `body` as `bearer`; unset is a visitor. */
export const saveSettings = (bearer: string | undefined, body: unknown) =>
  call<PlatformSettingsView>(saveRoute, "/api/v1/admin/settings", {
    method: "PUT",
    bearer,
    body,
  });

/** The save was refused (422) with `message`, at the field `path`. */
export function expectFieldRefusal(answer: CallResult, path: string, message: string) {
  expect(answer.status).toBe(422);
  expect(answer.body.error).toMatchObject({ code: "validation_failed", message });
  expect(JSON.stringify(answer.body.error)).toContain(`"path":"${path}"`);
}
