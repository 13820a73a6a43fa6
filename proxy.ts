// Coarse route guard (Next 16's middleware). Signed-out visitors of protected pages go to
// /login before any page work; it only looks at the cookie's presence. Authorization happens in
// every page and every API route on the server, whatever this file did or did not do.
import { NextResponse, type NextRequest } from "next/server";

const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

/** The route table's protected pages (SPEC.md section 2). /services/<slug> is public. */
export function isProtectedPath(pathname: string): boolean {
  return (
    pathname === "/services" ||
    /^\/(dashboard|bookings|wallet|org|admin|settings)(\/|$)/.test(pathname)
  );
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.get(name)?.value);
  if (isProtectedPath(pathname) && !hasSession) {
    const login = new URL("/login", request.url);
    login.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  // Layouts use the path to send a visitor back after signing in; never trust a client's copy.
  const headers = new Headers(request.headers);
  headers.set("x-pathname", `${pathname}${search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/((?!api/|_next/|images/|favicon.ico|health).*)"],
};
