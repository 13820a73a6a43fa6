// The document's front matter: what the API is, who answers for it, under which terms, how it
// changes, and what each group of routes is for.
import { SITE } from "@/lib/site";
import { API_TAGS } from "./registry/tags";
import type { RouteDefinition } from "./registry/define";

const API_DESCRIPTION = `The JSON API behind ${SITE.name}: buy coins, book services with them, run an organization's bookings and administer the platform.

**Envelope.** Every answer is JSON. A success is \`{ "success": true, "data": ..., "message"?: "..." }\`; a failure is \`{ "success": false, "error": { "code", "message", "issues"?, "details"? } }\` with the status of its code (400/422 bad input with each invalid field in \`issues\`, 401 not signed in, 403 wrong role or suspended, 404, 409 conflict, 413 body too large, 429 with a Retry-After header, 503 with a Retry-After header while the database is out of reach). A 500 never carries internals.

**Authentication.** Send \`Authorization: Bearer <token>\`; get a token from \`POST /api/v1/auth/login\` with \`"issueToken": true\`. Browsers use the session cookie instead, and their state-changing requests, sign-in included, must come from this site: the Origin's scheme, host and port (Origin check). Each route says which roles may call it.

**Second factor.** An account with a second factor (an authenticator app, a passkey; recovery codes stand in for both) signs in in two steps: \`POST /api/v1/auth/login\` answers \`secondFactorRequired: true\` with a credential (cookie or token) good for nothing but \`POST /api/v1/auth/second-factor/verify\` and signing out for 10 minutes (other routes answer 401 \`second_factor_pending\`); the verify call makes it whole. An admin without a second factor is refused every route but setting one up with 403 \`second_factor_required\`. Routes that move money or power say "Needs a fresh proof": the credential must have given a second factor in the last 10 minutes (a token issued by a two-step sign-in carries that proof for its first 10 minutes), else 403 \`fresh_proof_required\`; give one again with \`POST /api/v1/auth/second-factor/verify\` on the same credential and repeat the call.

**Idempotency.** Every request that creates an order or moves coins says how a repeat is kept from doing it twice. Booking a service, buying coins (an order) and asking for a conversion take an \`Idempotency-Key\` header (1 to 100 printable characters, per account): repeating a request with its key answers the first result with \`Idempotent-Replayed: true\` and makes or moves nothing again; the same key for a different request is refused with 422 \`idempotency_key_reused\`. The others read no key and say why: each acts on one booking, conversion, order or account only once (a repeat answers 409 and moves nothing), or on the payment provider's payment id, credited once.

**Paging.** A list answers a page of rows (\`items\`; the wallet's \`transactions\`) and \`nextCursor\`, null on the last page. Ask for the next page with \`cursor\` set to it as it came: it is opaque, and it holds the last row's place in the list's order (its sort values and id), so rows added or removed meanwhile never make one repeat or go missing. Any other cursor, or one of another list or order, is refused with 400 \`bad_request\` and one message on every list.

**Amounts** are whole numbers: coins, and money in whole units of its currency.

**Versions and changes.** The version is the \`v1\` of every path (and \`info.version\`). Within v1 changes only add: new routes, new optional request fields, new fields in answers, new error codes. A client must ignore fields and error codes it does not know. A change that could break a client (removing or renaming a route or field, making an optional field required, changing a type or what a status means, adding a value to an enum of an answer) comes only with a new version, \`/api/v2\`, served beside v1 for at least six months after it is announced. A route that is going away is first marked \`deprecated\` here, naming the one to use instead, and every answer of it carries \`Deprecation\` (when that was announced, RFC 9745), \`Sunset\` (when it may stop answering, RFC 8594) and a \`Link\` to its successor.`;

/**
 * The public site the document's links point to: the domain of the support address (the
 * document is the same for every deployment, so no request's host goes into it).
 */
const PUBLIC_SITE = `https://${SITE.supportEmail.split("@")[1]}`;

/** The document's `info`: title, version, terms, contact and the description above. */
export const API_INFO = {
  title: `${SITE.name} API`,
  version: "1",
  description: API_DESCRIPTION,
  contact: {
    name: `${SITE.name} support`,
    email: SITE.supportEmail,
    url: `${PUBLIC_SITE}/contact`,
  },
  license: { name: `${SITE.name} Terms of Service`, url: `${PUBLIC_SITE}/terms` },
  termsOfService: `${PUBLIC_SITE}/terms`,
};

/** The groups the routes use, in the reference's order, each with its description. */
export function tagsOf(routes: readonly RouteDefinition[]) {
  const used = new Set(routes.filter((route) => !route.hidden).map((route) => route.tag));
  return Object.entries(API_TAGS)
    .filter(([name]) => used.has(name as keyof typeof API_TAGS))
    .map(([name, description]) => ({ name, description }));
}
