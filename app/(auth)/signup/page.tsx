import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { SignupForm } from "@/components/auth/signup-form";
import { firstParam, type SearchParams } from "@/lib/auth/page-params";
import { dashboardPath } from "@/lib/auth/roles";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { isGoogleEnabled } from "@/lib/server/auth/google";

export const metadata: Metadata = { title: "Sign Up" };

export default async function SignupPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await getCurrentUser();
  if (user) redirect(dashboardPath(user.role));

  // ?type=org preselects an organization account; anything else is an individual one.
  const type = firstParam((await searchParams).type);

  return (
    <AuthCard
      title="Create Your Account"
      description="Join Coinmarket to buy coins and book services, or to offer your own."
      footer={
        <>
          Already have an account?{" "}
          <Link
            href="/login"
            className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <SignupForm initialRole={type === "org" ? "org" : "user"} googleEnabled={isGoogleEnabled()} />
    </AuthCard>
  );
}
