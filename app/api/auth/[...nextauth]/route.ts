// Auth.js's own routes (/api/auth/*): the Google-type sign-in and its callback.
import { NextRequest } from "next/server";
import { assertSameOrigin } from "@/lib/api/authorize";
import { readBodyBytes } from "@/lib/server/http/read-body";
import { MAX_BODY_BYTES } from "@/lib/api/route";
import { toResponse } from "@/lib/api/to-response";
import { handlers } from "@/lib/server/auth/authjs";
import { appOrigin } from "@/lib/server/http/app-url";

/**
 * Auth.js builds its callback URL from the request URL, but `next start` reports its own listen
 * address there (127.0.0.1 becomes localhost), not the address the browser used: the callback
 * would land on another host than the sign-in cookies. Hand it the public origin instead (APP_URL,
 * else the server's own loopback origin), as the links in emails do: never a request header.
 * A POST's body has been read already (under the app's ceiling) and is handed over as bytes.
 */
function onPublicOrigin(request: NextRequest, body?: Uint8Array<ArrayBuffer>): NextRequest {
  const url = new URL(`${request.nextUrl.pathname}${request.nextUrl.search}`, appOrigin());
  if (url.origin === request.nextUrl.origin && body === undefined) return request;
  return new NextRequest(url, {
    method: request.method,
    headers: request.headers,
    ...(body === undefined ? {} : { body }),
  });
}

export const GET = (request: NextRequest) => handlers.GET(onPublicOrigin(request));

/**
 * Auth.js's POSTs (sign-in, sign-out, callback) set or clear cookies, so they come from our own
 * pages only, as every cookie change does (another site's form must not start a sign-in). Their
 * forms are small: bodies stop being read at the API's limit (413 past it).
 */
export async function POST(request: NextRequest): Promise<Response> {
  let body: Uint8Array<ArrayBuffer>;
  try {
    assertSameOrigin(request);
    body = await readBodyBytes(request, MAX_BODY_BYTES);
  } catch (error) {
    return toResponse(error);
  }
  return handlers.POST(onPublicOrigin(request, body));
}
