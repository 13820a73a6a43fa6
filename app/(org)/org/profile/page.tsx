import type { Metadata } from "next";
import { AccessChanged } from "@/components/account/access-changed";
import { Container } from "@/components/layout/container";
import { OrganizationProfileForm } from "@/components/organizations/organization-profile-form";
import { VerifiedBadge } from "@/components/organizations/verified-badge";
import { Card, CardContent } from "@/components/ui/card";
import { OWN_VERIFICATION_PENDING } from "@/lib/organizations/verification";
import { requireAccess } from "@/lib/server/auth/require-access";
import { getOwnOrganizationProfile } from "@/lib/server/organizations/organization-profile";

export const metadata: Metadata = { title: "Organization Profile" };

export default async function OrganizationProfilePage() {
  const user = await requireAccess("area.org");
  if (!user) return <AccessChanged />;
  const profile = await getOwnOrganizationProfile(user);
  return (
    <Container width="3xl" className="space-y-8 py-8 sm:py-10">
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Organization Profile</h1>
          <VerifiedBadge verified={profile.verified} showPending />
        </div>
        <p className="mt-1.5 text-muted-foreground">
          How customers see your organization on its public page and beside every service you offer.
        </p>
        {profile.verified ? null : (
          <p className="mt-3 text-sm text-muted-foreground" data-testid="verification-pending">
            {OWN_VERIFICATION_PENDING}
          </p>
        )}
      </div>
      <Card>
        <CardContent>
          <OrganizationProfileForm profile={profile} />
        </CardContent>
      </Card>
    </Container>
  );
}
