"use client";

import dynamic from "next/dynamic";
import type { Role } from "@/lib/auth/roles";

// Each guard screen is its own chunk, sent only with the page that draws it: imported directly,
// they would load with every page of every protected area, where they are rarely drawn.
const VerifyEmailScreen = dynamic(() =>
  import("./verify-email-screen").then((module) => module.VerifyEmailScreen),
);
const SettingUpScreen = dynamic(() =>
  import("./setting-up-screen").then((module) => module.SettingUpScreen),
);
const AccessDeniedScreen = dynamic(() =>
  import("./access-denied-screen").then((module) => module.AccessDeniedScreen),
);

/** What a guard decision that stops short of the page says, and to whom. */
export type BlockedScreen =
  | { state: "unverified"; email: string }
  | { state: "setting-up" }
  | { state: "denied"; role: Role };

/** The screen for a guard decision that stops short of the page. */
export function AccessScreen({ screen }: { screen: BlockedScreen }) {
  switch (screen.state) {
    case "unverified":
      return <VerifyEmailScreen email={screen.email} />;
    case "setting-up":
      return <SettingUpScreen />;
    case "denied":
      return <AccessDeniedScreen role={screen.role} />;
  }
}
