import { CircleCheck } from "lucide-react";
import { SuccessPanel } from "@/components/ui/success-panel";
import { formatCount } from "@/lib/format/coins";
import { formatMoney } from "@/lib/format/money";
import type { AfterTopUp } from "./after-top-up";
import type { CompletedPurchase } from "./use-coin-purchase";

/**
 * Shown once the server has credited the coins, until the redirect to the dashboard, or to the
 * payment the top-up was started from.
 */
export function PaymentSuccess({
  result,
  after,
}: {
  result: CompletedPurchase;
  after: AfterTopUp;
}) {
  return (
    <SuccessPanel
      id="payment-success-title"
      icon={<CircleCheck aria-hidden="true" className="size-12 text-success" />}
      title="Payment Successful"
      going={after.going}
      href={after.href}
      goLabel={after.goLabel}
    >
      <p>
        You paid{" "}
        <strong className="tabular-nums">{formatMoney(result.amount, result.currency)}</strong>.{" "}
        <strong className="tabular-nums">{formatCount(result.coinsAdded)} coins</strong> added to
        your wallet.{" "}
        {result.debtRepaid > 0 ? (
          <>
            <strong className="tabular-nums">{formatCount(result.debtRepaid)}</strong> of them
            repaid what your wallet owed after a card dispute.{" "}
          </>
        ) : null}
        Your balance is now{" "}
        <strong className="tabular-nums">{formatCount(result.balance)} coins</strong>.
      </p>
    </SuccessPanel>
  );
}
