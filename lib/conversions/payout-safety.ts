// The texts of the safeguards on payout destinations (docs/security.md "Payout destinations"): a
// conversion to a destination changed shortly before it waits before an admin may approve it, and
// the mail about a change carries a link that freezes the organization's conversions
// (freeze-link-messages.ts). Shared by the API, /org/convert, the admin's screens and the tests.

export const CONVERSIONS_FROZEN = "Conversions are frozen for this organization. Contact support.";
export const CONVERSIONS_FROZEN_TITLE = "Conversions Frozen";
export const CONVERSIONS_UNFROZEN_TITLE = "Conversions Unfrozen";
export const NOT_FROZEN = "This organization's conversions are not frozen.";
export const NO_ORGANIZATION_TO_UNFREEZE = "This account has no organization.";

/** The refusal of an approval before the hold ends; `until` as the reader's dates read. */
export function heldMessage(until: string, hours: number): string {
  return `This conversion is held until ${until}: its payout details changed less than ${hours} hours ago.`;
}

/** A held request's line, on the organization's and the admin's screens. */
export function onHoldLine(until: string): string {
  return `On hold until ${until}`;
}

export function frozenSinceLine(since: string): string {
  return `Conversions frozen since ${since}`;
}
