// Runs before every page (Next 16's middleware, on the Node runtime). It gives each page its
// Content-Security-Policy with a fresh nonce (Next.js reads the nonce from the request's policy
// and puts it on its own scripts), and sends signed-out visitors of protected pages to /login
// before any page work, looking only at the cookie's presence. Authorization happens in every
// page and every API route on the server, whatever this file did or did not do.
import { NextResponse, type NextRequest } from "next/server";
import { isProtectedPath } from "@/lib/auth/areas";
import { newNonce, pageContentSecurityPolicy } from "@/lib/security/headers";

const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const policy = pageContentSecurityPolicy({
    nonce: newNonce(),
    dev: process.env.NODE_ENV === "development",
  });
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.get(name)?.value);
  if (isProtectedPath(pathname) && !hasSession) {
    const login = new URL("/login", request.url);
    login.searchParams.set("callbackUrl", `${pathname}${search}`);
    const redirect = NextResponse.redirect(login);
    redirect.headers.set("content-security-policy", policy);
    return redirect;
  }
  const headers = new Headers(request.headers);
  // Layouts use the path to send a visitor back after signing in; never trust a client's copy.
  headers.set("x-pathname", `${pathname}${search}`);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  // Not the API (`/api` itself included: it is the JSON 404, with the API's headers).
  matcher: ["/((?!api/|api$|_next/|images/|uploads/|favicon.ico|health).*)"],
};
