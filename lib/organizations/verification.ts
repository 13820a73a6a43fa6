// The platform's check of an organization (docs/features.md): the texts the admin's screen, the
// API, /org/convert and the customers' marker share, and the bounds of the note every decision
// carries. Plain text only: customers' pages load it, so its schema lives apart
// (lib/validations/admin-users.ts organizationVerificationInput).
export const VERIFICATION_NOTE_MIN = 3;
export const VERIFICATION_NOTE_MAX = 500;

export const NO_ORGANIZATION = "This account has no organization to verify.";
export const ALREADY_VERIFIED = "This organization is already verified.";
export const ALREADY_UNVERIFIED = "This organization is not verified.";
export const ORGANIZATION_VERIFIED_TITLE = "Organization Verified";
export const ORGANIZATION_UNVERIFIED_TITLE = "Verification Withdrawn";

/** What customers see beside an organization our team has not verified. */
export const NOT_VERIFIED_YET = "Not verified yet";
export const NOT_VERIFIED_EXPLAINED =
  "Our team has not verified this organization yet. Coins you spend stay in escrow until you accept the delivery.";

/** On the organization's own profile while it waits for our team. */
export const OWN_VERIFICATION_PENDING =
  "Customers see “Not verified yet” beside your organization until our team verifies it. Verification also opens conversions of your earnings to money.";

/** Why an unverified organization cannot convert coins to money yet (API and /org/convert). */
export const CONVERSION_NEEDS_VERIFICATION =
  "Only verified organizations can convert coins to money. Our team verifies who an organization is before paying it out; until then your earnings stay safe in coins.";
