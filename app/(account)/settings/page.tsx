import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessChanged } from "@/components/account/access-changed";
import { RoleBadge } from "@/components/account/role-badge";
import { Container } from "@/components/layout/container";
import { EmailStatus } from "@/components/settings/email-status";
import { NotificationPreferencesForm } from "@/components/settings/notification-preferences";
import { PREFERENCE_TEXT } from "@/components/notifications/notification-messages";
import { PasswordForm } from "@/components/settings/password-form";
import { ProfileForm } from "@/components/settings/profile-form";
import { REQUIREMENT_TEXT } from "@/components/settings/security/requirement-text";
import { SignedInDevices } from "@/components/settings/security/signed-in-devices";
import { TwoStepSummary } from "@/components/settings/security/two-step-summary";
import { SettingsSection } from "@/components/settings/settings-section";
import { dateStyleFor } from "@/lib/format/date-time";
import { requireAccess } from "@/lib/server/auth/require-access";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await requireAccess("area.account");
  if (!user) return <AccessChanged />;
  const requestHeaders = await headers();
  const dateStyle = dateStyleFor(await detectRegion(requestHeaders), requestHeaders);

  return (
    <Container width="3xl" className="space-y-8 py-8 sm:py-10">
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
          <RoleBadge role={user.role} />
        </div>
        <p className="mt-1.5 text-muted-foreground">
          Manage your profile and password, and see the email you sign in with.
        </p>
      </div>
      <SettingsSection
        id="settings-profile"
        title="Profile"
        description="The name shown in the navigation bar and on your bookings."
      >
        <ProfileForm name={user.name} />
      </SettingsSection>
      <SettingsSection
        id="settings-email"
        title="Email"
        // Read-only: no flow here changes the address, so the page promises none.
        description="You sign in with this address, and we send receipts and security notices to it. It can't be changed here."
      >
        <EmailStatus email={user.email} verified={user.emailVerified} />
      </SettingsSection>
      <SettingsSection
        id="settings-password"
        title="Password"
        description="Use at least 6 characters, and a password you don't use anywhere else."
      >
        <PasswordForm email={user.email} />
      </SettingsSection>
      <SettingsSection
        id="settings-notifications"
        title={PREFERENCE_TEXT.title}
        description={PREFERENCE_TEXT.description}
      >
        <NotificationPreferencesForm />
      </SettingsSection>
      <SettingsSection
        id="settings-two-step"
        title="Two-step verification"
        description={REQUIREMENT_TEXT[user.role]}
      >
        <TwoStepSummary on={user.secondFactor} />
      </SettingsSection>
      <SettingsSection
        id="settings-devices"
        title="Signed-in devices"
        description="The browsers signed in to your account and the API tokens it issued. Sign out any you don't recognise, then change your password."
      >
        <SignedInDevices dateStyle={dateStyle} />
      </SettingsSection>
    </Container>
  );
}
