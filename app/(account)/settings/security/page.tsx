import type { Metadata } from "next";
import { headers } from "next/headers";
import { ArrowLeft } from "lucide-react";
import { AccessChanged } from "@/components/account/access-changed";
import { Container } from "@/components/layout/container";
import { RequirementNote } from "@/components/settings/security/requirement-note";
import { SecuritySettings } from "@/components/settings/security/security-settings";
import Link from "@/components/ui/link";
import { dateStyleFor } from "@/lib/format/date-time";
import { getCurrentCaller } from "@/lib/server/auth/current-user";
import { requireAccess } from "@/lib/server/auth/require-access";
import { detectRegion } from "@/lib/server/payments/region";
import { secondFactorStatus } from "@/lib/server/second-factor/factors";

export const metadata: Metadata = { title: "Two-step verification" };

interface SecurityPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function SecurityPage({ searchParams }: SecurityPageProps) {
  const user = await requireAccess("area.account");
  // requireAccess read the caller already (once per request): a granted page always has one.
  const caller = await getCurrentCaller();
  if (!user || !caller) return <AccessChanged />;
  const requestHeaders = await headers();
  const [status, region, query] = await Promise.all([
    secondFactorStatus(caller),
    detectRegion(requestHeaders),
    searchParams,
  ]);
  // Where requireAccess sends an account that must set one up before any other page.
  const sentHere = query.required === "1" && !user.secondFactor;

  return (
    <Container width="3xl" className="space-y-8 py-8 sm:py-10">
      <div>
        <Link
          href="/settings"
          className="inline-flex min-h-6 items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Settings
        </Link>
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
          Two-step verification
        </h1>
        <p className="mt-1.5 text-muted-foreground">
          After your password, a second step confirms it&apos;s you: a code from an authenticator
          app, or a passkey. A stolen password alone can&apos;t sign in.
        </p>
        <RequirementNote role={user.role} sentHere={sentHere} />
      </div>
      <SecuritySettings
        status={status}
        email={user.email}
        dateStyle={dateStyleFor(region, requestHeaders)}
      />
    </Container>
  );
}
