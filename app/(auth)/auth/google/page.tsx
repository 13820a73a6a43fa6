import type { Metadata } from "next";
import { GoogleRedirect } from "@/components/auth/google-redirect";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { firstParam, type SearchParams } from "@/lib/auth/page-params";

export const metadata: Metadata = { title: "Google Sign-In", robots: { index: false } };

/** Opened by "Continue with Google" (in the popup, or as the page when popups are blocked). */
export default async function GoogleSignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return (
    <GoogleRedirect
      popup={firstParam(params.popup) === "1"}
      callbackUrl={safeCallbackUrl(firstParam(params.callbackUrl))}
    />
  );
}
