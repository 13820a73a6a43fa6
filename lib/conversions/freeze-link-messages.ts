// The texts of the link that freezes an organization's conversions (the mail about a change of its
// payout details carries it): its page's, its route's and its refusals. Apart from payout-safety.ts,
// so that /org/convert does not carry them.

/** What the freeze link's page and route answer once it worked. */
export const CONVERSIONS_FROZEN_BY_LINK =
  "Conversions are frozen. Contact support to unfreeze them.";

/** The freeze link's refusals: the 400s every emailed link answers (lib/server/auth/action-tokens.ts). */
export const FREEZE_LINK_MESSAGES = {
  expired:
    "This freeze link has expired. Contact support if your payout details changed without you.",
  invalid: "This freeze link is invalid or was already used.",
};
