import type { z } from "zod";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import type { signedInDeviceSchema } from "@/lib/schemas/sessions";

export type SignedInDevice = z.output<typeof signedInDeviceSchema>;

export interface DeviceRowText {
  title: string;
  /** "This device", "API token". */
  badges: string[];
  /** Where and when it signed in, in the viewer's zone. */
  line: string;
  /** A browser is signed out; a token, which no one signs out of, is revoked. */
  action: "Sign out" | "Revoke";
  /** The button's accessible name: which one of the list's buttons it is. */
  actionName: string;
}

/** What one row of the signed-in devices list says. */
export function deviceRow(device: SignedInDevice, style: DateStyle): DeviceRowText {
  const token = device.kind === "api_token";
  const action = token ? "Revoke" : "Sign out";
  return {
    title: device.device,
    badges: [...(device.current ? ["This device"] : []), ...(token ? ["API token"] : [])],
    line: `${device.address ?? "Unknown address"} · Signed in ${formatDateTime(device.createdAt, style)}`,
    action,
    actionName: `${action} ${device.device}`,
  };
}
