// Auth.js's own routes (/api/auth/*): the Google-type sign-in and its callback.
import { NextRequest } from "next/server";
import { handlers } from "@/lib/server/auth/authjs";
import { appOrigin } from "@/lib/server/http/app-url";

/**
 * Auth.js builds its callback URL from the request URL, but `next start` reports its own listen
 * address there (127.0.0.1 becomes localhost), not the address the browser used: the callback
 * would land on another host than the sign-in cookies. Hand it the public origin instead (APP_URL,
 * else the server's own loopback origin), as the links in emails do: never a request header.
 */
function onPublicOrigin(request: NextRequest): NextRequest {
  const url = new URL(
    `${request.nextUrl.pathname}${request.nextUrl.search}`,
    appOrigin(),
  );
  if (url.origin === request.nextUrl.origin) return request;
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new NextRequest(url, {
    method: request.method,
    headers: request.headers,
    ...(hasBody ? { body: request.body, duplex: "half" } : {}),
  });
}

export const GET = (request: NextRequest) => handlers.GET(onPublicOrigin(request));
export const POST = (request: NextRequest) => handlers.POST(onPublicOrigin(request));
