import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { AuthNotice } from "@/components/auth/auth-notice";
import { GooglePopupRelay } from "@/components/auth/google-popup-relay";
import { HydrationSlice } from "@/components/layout/hydration-slice";
import { LoginForm } from "@/components/auth/login-form";
import { safeCallbackUrl, withCallbackUrl } from "@/lib/auth/callback-url";
import { loginNotice } from "@/lib/auth/login-notice";
import { firstParam, type SearchParams } from "@/lib/auth/page-params";
import { dashboardPath } from "@/lib/auth/roles";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { isGoogleEnabled } from "@/lib/server/auth/google";
import { textLinkClass } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Sign In" };

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await getCurrentUser();
  if (user) redirect(dashboardPath(user.role));

  const params = await searchParams;
  const error = firstParam(params.error);
  const callbackUrl = safeCallbackUrl(firstParam(params.callbackUrl));
  const notice = loginNotice({
    verified: firstParam(params.verified),
    registered: firstParam(params.registered),
    error,
  });

  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to your Coinmarket account to manage your coins and bookings."
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link href={withCallbackUrl("/signup", callbackUrl)} className={textLinkClass()}>
            Sign up
          </Link>
        </>
      }
    >
      {error ? <GooglePopupRelay error={error} /> : null}
      {notice ? (
        <AuthNotice
          tone={notice.tone}
          role={notice.tone === "error" ? "alert" : "status"}
          className="mb-6"
        >
          {notice.message}
        </AuthNotice>
      ) : null}
      {/* The form hydrates on its own (components/layout/hydration-slice.tsx). */}
      <HydrationSlice>
        <LoginForm callbackUrl={callbackUrl} googleEnabled={isGoogleEnabled()} />
      </HydrationSlice>
    </AuthCard>
  );
}
