// What an organization sends to edit its public profile (PUT /api/v1/org/profile and the form on
// /org/profile): every field is replaced, an empty optional one is cleared. Each rule's message
// lands on its own field, in the browser and in the API's issues alike.
import { z } from "zod";
import { isEmailShape, normalizeEmail } from "./auth";
import {
  ENTER_ORGANIZATION_NAME,
  normalizeOrganizationName,
  organizationNameError,
} from "./organization-name";
import { SITE_IMAGE_PATH } from "@/modules/services/shared/validations-values";
import { MAX_ORGANIZATION_DESCRIPTION_LENGTH } from "./organization-profile-values";

const MAX_WEBSITE_LENGTH = 300;
export const WEBSITE_ADDRESS = "Enter a website address starting with http:// or https://";
export const VALID_CONTACT_EMAIL = "Please enter a valid email address";
export const LOGO_SITE_IMAGE = "The logo must be an image uploaded to this site";

/** A scheme such as `javascript:` or `mailto:`, but not `example.com:8080` (a port). */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * The website as stored and linked: https:// added when no scheme is typed, only http(s), no
 * credentials, a host with a dot, in the URL parser's canonical form (lower-case host). Null when
 * it is not such an address.
 */
export function normalizeWebsite(raw: string): string | null {
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(HAS_SCHEME.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // user:pass@ hides the real host from a reader ("https://bank.com@evil.example").
  if (url.username || url.password) return null;
  if (!url.hostname.includes(".") || url.hostname.endsWith(".")) return null;
  // A bare site is stored as typed most often, without the parser's lone trailing slash.
  const bare = url.pathname === "/" && !url.search && !url.hash;
  const href = bare ? url.origin : url.href;
  return href.length <= MAX_WEBSITE_LENGTH ? href : null;
}

/** A string that may be left empty (or null in the API): empty means none, stored as null. */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null);

export const organizationProfileInputSchema = z.object({
  name: z
    .string({ error: ENTER_ORGANIZATION_NAME })
    .superRefine((name, ctx) => {
      const message = organizationNameError(name);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform(normalizeOrganizationName),
  description: optionalText.refine(
    (text) => (text?.length ?? 0) <= MAX_ORGANIZATION_DESCRIPTION_LENGTH,
    `The description is limited to ${MAX_ORGANIZATION_DESCRIPTION_LENGTH} characters`,
  ),
  website: optionalText.transform((text, ctx) => {
    if (text === null) return null;
    const website = normalizeWebsite(text);
    if (website === null) ctx.addIssue({ code: "custom", message: WEBSITE_ADDRESS });
    return website;
  }),
  contactEmail: optionalText.transform((text, ctx) => {
    if (text === null) return null;
    if (!isEmailShape(text)) ctx.addIssue({ code: "custom", message: VALID_CONTACT_EMAIL });
    return normalizeEmail(text);
  }),
  // Like a service's images: this site's own file, never an outside address that could track.
  logoUrl: optionalText.refine(
    (path) => path === null || (path.length <= 300 && SITE_IMAGE_PATH.test(path)),
    LOGO_SITE_IMAGE,
  ),
});
export type OrganizationProfileInput = z.output<typeof organizationProfileInputSchema>;
