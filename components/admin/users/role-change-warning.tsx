import { TriangleAlert } from "lucide-react";
import type { AdminUser } from "@/lib/schemas/admin-users";
import { ROLE_LABELS, type Role } from "@/lib/auth/roles";
import { formatCoins, formatQuantity } from "@/lib/format/coins";

/**
 * What a user's account leaves behind in another role: only a User's screens show its wallet and
 * bookings, so coins and active bookings stay where they are, out of the account's reach, until
 * it is a User again. Null when there is nothing to warn about.
 */
export function roleChangeWarning(user: AdminUser, role: Role): string | null {
  if (user.role !== "user" || role === "user") return null;
  const coins = user.walletBalance ?? 0;
  const bookings = user.activeBookings ?? { count: 0, coins: 0 };
  const holdings = [
    coins > 0 ? `holds ${formatCoins(coins)} in their wallet` : null,
    bookings.count > 0
      ? `has ${formatQuantity(bookings.count, "active booking", "active bookings")} (${formatCoins(bookings.coins)} in escrow until they accept ${bookings.count === 1 ? "the delivery" : "each delivery"} or its window ends)`
      : null,
  ].filter((part): part is string => part !== null);
  if (holdings.length === 0) return null;
  const what = [
    coins > 0 ? "spend those coins" : null,
    bookings.count > 0
      ? `see or cancel ${bookings.count === 1 ? "that booking" : "those bookings"}`
      : null,
  ]
    .filter((part): part is string => part !== null)
    .join(" or ");
  return `${user.name} ${holdings.join(" and ")}. As an ${ROLE_LABELS[role]} they cannot ${what} until they are made a User again; nothing is refunded or moved.`;
}

export function RoleChangeWarning({ text }: { text: string }) {
  return (
    <p
      role="alert"
      className="flex gap-2 rounded-md border border-warning/60 bg-warning/10 p-3 text-left text-sm text-foreground"
      data-testid="role-change-warning"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>{text}</span>
    </p>
  );
}
