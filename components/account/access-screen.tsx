import type { PageAccess } from "@/lib/auth/session-user";
import { AccessDeniedScreen } from "./access-denied-screen";
import { SettingUpScreen } from "./setting-up-screen";
import { VerifyEmailScreen } from "./verify-email-screen";

type BlockedAccess = Extract<PageAccess, { state: "unverified" | "setting-up" | "denied" }>;

/** The screen for a guard decision that stops short of the page. */
export function AccessScreen({ access }: { access: BlockedAccess }) {
  switch (access.state) {
    case "unverified":
      return <VerifyEmailScreen email={access.user.email} />;
    case "setting-up":
      return <SettingUpScreen />;
    case "denied":
      return <AccessDeniedScreen role={access.user.role} />;
  }
}
