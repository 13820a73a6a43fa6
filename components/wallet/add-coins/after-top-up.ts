// Where Add Coins leads back to and goes once the coins are credited: the payment page a top-up
// was started from (?returnTo=, only ever a path to /payment on this site), else the dashboard.
import { paymentReturnPath } from "@/lib/auth/callback-url";
import { firstParam } from "@/lib/auth/page-params";

export interface AfterTopUp {
  href: string;
  /** The back link's words. */
  backLabel: string;
  /** Said while the success panel waits to move on. */
  going: string;
  /** The success panel's link for going at once. */
  goLabel: string;
}

export const TO_DASHBOARD: AfterTopUp = {
  href: "/dashboard/user",
  backLabel: "Back to Dashboard",
  going: "Redirecting to your dashboard...",
  goLabel: "Go to dashboard now",
};

export function afterTopUp(returnTo: string | string[] | undefined): AfterTopUp {
  const payment = paymentReturnPath(firstParam(returnTo));
  if (!payment) return TO_DASHBOARD;
  return {
    href: payment,
    backLabel: "Back to payment",
    going: "Redirecting to your payment...",
    goLabel: "Back to payment now",
  };
}
