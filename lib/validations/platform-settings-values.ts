// Plain values of the settings validation (buyer protection's windows: their ranges and the words
// refusing them), apart from its zod schemas so that the settings screen can import them without
// bringing the schema library to the browser.

/** Buyer protection's windows: each a whole number of days within its range. */
export const PROTECTION_DAYS = {
  acceptanceDays: { label: "Days to accept a delivery", min: 1, max: 14 },
  defaultDueDays: { label: "Days to deliver when a service sets none", min: 1, max: 365 },
  disputeResponseDays: { label: "Days to answer a dispute", min: 1, max: 14 },
  clearingDays: { label: "Days before earnings clear", min: 0, max: 30 },
} as const;
export type ProtectionDaysField = keyof typeof PROTECTION_DAYS;
export const PROTECTION_DAYS_FIELDS = [
  "acceptanceDays",
  "defaultDueDays",
  "disputeResponseDays",
  "clearingDays",
] as const satisfies readonly ProtectionDaysField[];

export function protectionDaysMessage(field: ProtectionDaysField): string {
  const { label, min, max } = PROTECTION_DAYS[field];
  return `${label} must be a whole number from ${min} to ${max}.`;
}
