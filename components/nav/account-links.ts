// The account menu's links, shared by the desktop dropdown and the mobile menu.
import { Building2, LayoutDashboard, Settings, Wallet, type LucideIcon } from "lucide-react";
import { isAllowed } from "@/lib/auth/permissions";
import { dashboardPath, type Role } from "@/lib/auth/roles";

export interface AccountLink {
  href: string;
  label: string;
  icon: LucideIcon;
}

export function accountLinks(role: Role): AccountLink[] {
  return [
    { href: dashboardPath(role), label: "Dashboard", icon: LayoutDashboard },
    // Only individual users hold a wallet (docs/spec.md section 6).
    ...(isAllowed(role, "coins.buy")
      ? [{ href: "/wallet/add", label: "Add Coins", icon: Wallet }]
      : []),
    // An organization's public face; docs/spec.md's role links (My Services, Convert Coins) stay as
    // they are.
    ...(isAllowed(role, "orgProfile.edit")
      ? [{ href: "/org/profile", label: "Organization Profile", icon: Building2 }]
      : []),
    { href: "/settings", label: "Settings", icon: Settings },
  ];
}
