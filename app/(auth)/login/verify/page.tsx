import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ShieldCheck } from "lucide-react";
import { AuthCard } from "@/components/auth/auth-card";
import { CancelSignIn, SecondStepForm } from "@/components/auth/second-step-form";
import { HydrationSlice } from "@/components/layout/hydration-slice";
import { safeCallbackUrl, withCallbackUrl } from "@/lib/auth/callback-url";
import { firstParam, type SearchParams } from "@/lib/auth/page-params";
import { dashboardPath } from "@/lib/auth/roles";
import { awaitingSecondStep, getCurrentUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "Two-step verification" };

/** The sign-in's second step, for a browser whose password (or Google) was right. */
export default async function SecondStepPage({ searchParams }: { searchParams: SearchParams }) {
  const callbackUrl = safeCallbackUrl(firstParam((await searchParams).callbackUrl));
  // Nothing to finish: a whole sign-in goes on, a signed-out visitor starts from the password.
  if (!(await awaitingSecondStep())) {
    const user = await getCurrentUser();
    redirect(
      user ? (callbackUrl ?? dashboardPath(user.role)) : withCallbackUrl("/login", callbackUrl),
    );
  }

  return (
    <AuthCard title="Two-step verification" icon={ShieldCheck} footer={<CancelSignIn />}>
      {/* The form hydrates on its own (components/layout/hydration-slice.tsx). */}
      <HydrationSlice>
        <SecondStepForm callbackUrl={callbackUrl} />
      </HydrationSlice>
    </AuthCard>
  );
}
