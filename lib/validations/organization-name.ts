// An organization's name: asked when an organization signs up (by email or with Google) and on
// its profile page, with one rule and the same messages in the browser and the API.

export const MAX_ORGANIZATION_NAME_LENGTH = 100;
export const ENTER_ORGANIZATION_NAME = "Please enter your organization's name";
export const SHORTER_ORGANIZATION_NAME = `Please enter an organization name of at most ${MAX_ORGANIZATION_NAME_LENGTH} characters`;

/** Trimmed, with runs of spaces (a pasted line break too) as one: the name cards show. */
export function normalizeOrganizationName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}

/** The message for a name that cannot be used, or null. */
export function organizationNameError(name: string): string | null {
  const normalized = normalizeOrganizationName(name);
  if (!normalized) return ENTER_ORGANIZATION_NAME;
  if (normalized.length > MAX_ORGANIZATION_NAME_LENGTH) return SHORTER_ORGANIZATION_NAME;
  return null;
}
