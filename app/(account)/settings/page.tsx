import type { Metadata } from "next";
import { AccessChanged } from "@/components/account/access-changed";
import { RoleBadge } from "@/components/account/role-badge";
import { Container } from "@/components/layout/container";
import { EmailStatus } from "@/components/settings/email-status";
import { PasswordForm } from "@/components/settings/password-form";
import { ProfileForm } from "@/components/settings/profile-form";
import { SettingsSection } from "@/components/settings/settings-section";
import { requireAccess } from "@/lib/server/auth/require-access";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await requireAccess("area.account");
  if (!user) return <AccessChanged />;

  return (
    <Container className="max-w-3xl space-y-8 py-8 sm:py-10">
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
    </Container>
  );
}
