// The account menu's links, shared by the desktop dropdown and the mobile menu.
import { LayoutDashboard, Settings, Wallet, type LucideIcon } from "lucide-react";
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
    // Only individual users hold a wallet (SPEC.md section 6).
    ...(isAllowed(role, "coins.buy")
      ? [{ href: "/wallet/add", label: "Add Coins", icon: Wallet }]
      : []),
    { href: "/settings", label: "Settings", icon: Settings },
  ];
}
