import type { Metadata } from "next";
import { parseVerifyStatus, VerifyEmailStatus } from "@/components/auth/verify-email-status";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { firstParam, type SearchParams } from "@/lib/auth/page-params";
import { dashboardPath } from "@/lib/auth/roles";
import { getCurrentUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "Verify Email", robots: { index: false } };

/** Where GET auth.verifyEmail (the emailed link) lands, with ?status= telling how it went. */
export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const status = parseVerifyStatus(firstParam(params.status));
  // The session decides "signed in" (a ?signedIn=1 in the URL could be stale or typed in).
  const user = await getCurrentUser();
  return (
    <VerifyEmailStatus
      status={status}
      dashboardHref={user ? dashboardPath(user.role) : null}
      callbackUrl={safeCallbackUrl(firstParam(params.callbackUrl))}
    />
  );
}
