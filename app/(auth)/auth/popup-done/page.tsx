import type { Metadata } from "next";
import { GooglePopupDone } from "@/components/auth/google-popup-done";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { firstParam, type SearchParams } from "@/lib/auth/page-params";

export const metadata: Metadata = { title: "Signing In", robots: { index: false } };

/** Where Auth.js returns after a successful Google sign-in. */
export default async function GooglePopupDonePage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const params = await searchParams;
  return (
    <GooglePopupDone
      popup={firstParam(params.popup) === "1"}
      callbackUrl={safeCallbackUrl(firstParam(params.callbackUrl))}
    />
  );
}
