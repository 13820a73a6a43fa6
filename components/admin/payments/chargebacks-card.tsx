import { CircleCheck, CircleX, ShieldCheck, TriangleAlert } from "lucide-react";
import type { AdminChargeback, PaymentsOverview } from "@/lib/schemas/admin-payments";
import { formatCoins } from "@/lib/format/coins";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { cn } from "@/lib/utils";
import { IdTerm } from "./copy-id";
import { OverviewCard, PayerRow, type RowState } from "./overview-card";

const STATES: Record<AdminChargeback["status"], RowState> = {
  open: { label: "Open", variant: "warning", icon: TriangleAlert },
  won: { label: "Won", variant: "success", icon: CircleCheck },
  lost: { label: "Lost", variant: "destructive", icon: CircleX },
};

/** Under two days to the evidence deadline: shown as urgent. */
const URGENT_MS = 2 * 24 * 60 * 60 * 1000;

/** What the admin does about a chargeback in its state (the evidence goes to the provider). */
function nextStep(chargeback: AdminChargeback, dateStyle: DateStyle): string {
  if (chargeback.status === "open") {
    const by = chargeback.respondBy ? ` by ${formatDateTime(chargeback.respondBy, dateStyle)}` : "";
    return `Send the evidence (what was booked and delivered with these coins) in the provider's dashboard${by}. The held coins stay put until the bank decides.`;
  }
  if (chargeback.status === "won") return "Decided for us: the held coins went back to the wallet.";
  return chargeback.debtCoins > 0
    ? `Lost: what the wallet still had was taken back; it owed ${formatCoins(chargeback.debtCoins)} more, repaid first from its next top-ups. Its bookings are refused until then.`
    : "Lost: every coin of the top-up was taken back from the wallet.";
}

function Deadline({
  chargeback,
  dateStyle,
  now,
}: {
  chargeback: AdminChargeback;
  dateStyle: DateStyle;
  now: number;
}) {
  if (chargeback.status !== "open") return null;
  if (!chargeback.respondBy) {
    return <p className="text-sm text-muted-foreground">No evidence deadline given yet.</p>;
  }
  const left = Date.parse(chargeback.respondBy) - now;
  return (
    <p
      className={cn("text-sm font-medium", left < URGENT_MS && "text-destructive")}
      data-testid="chargeback-deadline"
    >
      Evidence due {formatDateTime(chargeback.respondBy, dateStyle)}
      {left < 0 ? " (passed)" : ""}
    </p>
  );
}

interface ChargebacksCardProps {
  chargebacks: PaymentsOverview["chargebacks"];
  dateStyle: DateStyle;
  /** When the overview was read (its ledger check's time): deadlines are measured from it. */
  now: number;
}

/** Card disputes of top-ups: every open one by its evidence deadline, then the latest decided. */
export function ChargebacksCard({ chargebacks, dateStyle, now }: ChargebacksCardProps) {
  const owed =
    chargebacks.owedCoins > 0
      ? ` Wallets owe ${formatCoins(chargebacks.owedCoins)} after lost ones.`
      : "";
  return (
    <OverviewCard
      id="chargebacks"
      title="Chargebacks"
      data-testid="chargebacks"
      description={
        (chargebacks.open === 0
          ? "No card dispute is waiting for the bank's decision."
          : `${chargebacks.open} card ${chargebacks.open === 1 ? "dispute is" : "disputes are"} open: answer each by its deadline.`) +
        owed
      }
      items={chargebacks.items}
      empty={{
        icon: ShieldCheck,
        title: "No chargebacks",
        description: "No card payment for coins has been disputed.",
      }}
    >
      {(chargeback) => (
        <PayerRow key={chargeback.id} payer={chargeback.payer} state={STATES[chargeback.status]}>
          <Deadline chargeback={chargeback} dateStyle={dateStyle} now={now} />
          <p className="text-sm">
            {formatMoney(chargeback.amount, chargeback.currency)} disputed of a top-up of{" "}
            {formatCoins(chargeback.order.coins)} · opened{" "}
            {formatDateTime(chargeback.createdAt, dateStyle)}
            {chargeback.phase ? ` · ${chargeback.phase.replaceAll("_", " ")}` : ""}
          </p>
          <dl className="grid gap-1 text-xs sm:grid-cols-2">
            <div className="flex gap-1.5">
              <dt className="text-muted-foreground">Held</dt>
              <dd className="font-medium tabular-nums">{formatCoins(chargeback.heldCoins)}</dd>
            </div>
            {chargeback.status === "lost" ? (
              <div className="flex gap-1.5" data-testid="chargeback-debt">
                <dt className="text-muted-foreground">Debt</dt>
                <dd className="font-medium tabular-nums">
                  {formatCoins(chargeback.debtCoins)}
                  {chargeback.payerDebtCoins !== chargeback.debtCoins
                    ? ` (the wallet owes ${formatCoins(chargeback.payerDebtCoins)} now)`
                    : ""}
                </dd>
              </div>
            ) : null}
            <IdTerm
              term="Order"
              label="provider order id"
              value={chargeback.order.providerOrderId}
            />
            <IdTerm term="Dispute" label="dispute id" value={chargeback.providerDisputeId} />
          </dl>
          <p className="text-xs text-muted-foreground">{nextStep(chargeback, dateStyle)}</p>
        </PayerRow>
      )}
    </OverviewCard>
  );
}
