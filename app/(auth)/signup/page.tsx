import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { SignupForm } from "@/components/auth/signup-form";
import { safeCallbackUrl, withCallbackUrl } from "@/lib/auth/callback-url";
import { firstParam, type SearchParams } from "@/lib/auth/page-params";
import { dashboardPath } from "@/lib/auth/roles";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { isGoogleEnabled } from "@/lib/server/auth/google";
import { textLinkClass } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Sign Up" };

export default async function SignupPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await getCurrentUser();
  if (user) redirect(dashboardPath(user.role));

  const params = await searchParams;
  // ?type=org preselects an organization account; anything else is an individual one.
  const type = firstParam(params.type);
  // Where the visitor came from (a payment, say): back there after verifying and signing in.
  const callbackUrl = safeCallbackUrl(firstParam(params.callbackUrl));

  return (
    <AuthCard
      title="Create Your Account"
      description="Join Coinmarket to buy coins and book services, or to offer your own."
      footer={
        <>
          Already have an account?{" "}
          <Link href={withCallbackUrl("/login", callbackUrl)} className={textLinkClass()}>
            Sign in
          </Link>
        </>
      }
    >
      <SignupForm
        initialRole={type === "org" ? "org" : "user"}
        googleEnabled={isGoogleEnabled()}
        callbackUrl={callbackUrl}
      />
    </AuthCard>
  );
}
