import { Badge } from "@/components/ui/badge";
import { CoinAmount } from "@/components/ui/coin-amount";
import type { AdminUserDetail } from "@/lib/schemas/admin-users";
import { formatCoins } from "@/lib/format/coins";
import { formatMoney } from "@/lib/format/money";
import type { DetailRowParts } from "./detail-section";

/** A moment as the admin reads it: the detail's date style, bound once. */
type At = (iso: string) => string;

type Of<K extends keyof AdminUserDetail> = AdminUserDetail[K];

export function walletRow(entry: Of<"wallet">["entries"][number], at: At): DetailRowParts {
  return {
    key: entry.id,
    title: entry.description,
    line: at(entry.createdAt),
    side: (
      <span className={entry.amount < 0 ? "text-destructive" : "text-success"}>
        {entry.amount > 0 ? "+" : ""}
        {entry.amount} coins
      </span>
    ),
  };
}

export function bookingRow(booking: Of<"bookings">[number], at: At): DetailRowParts {
  return {
    key: booking.id,
    title: booking.serviceTitle,
    line: (
      <>
        {booking.bookingReference} · {booking.customerName} from {booking.organization} ·{" "}
        {at(booking.createdAt)}
      </>
    ),
    side: (
      <>
        <Badge variant="outline" className="capitalize">
          {booking.status}
        </Badge>
        <CoinAmount amount={booking.totalAmount} />
      </>
    ),
  };
}

export function paymentRow(payment: Of<"payments">[number], at: At): DetailRowParts {
  return {
    key: payment.id,
    title: (
      <>
        {formatMoney(payment.amount, payment.currency)} for {formatCoins(payment.coins)}
      </>
    ),
    line: (
      <>
        {payment.providerPaymentId ?? payment.providerOrderId} · {at(payment.createdAt)}
      </>
    ),
    breakLine: true,
    side: (
      <Badge variant="outline" className="capitalize">
        {payment.status.replace("_", " ")}
      </Badge>
    ),
  };
}

export function sessionRow(
  credential: Of<"credentials">[number],
  index: number,
  at: At,
): DetailRowParts {
  return {
    key: `${credential.kind}-${credential.createdAt}-${index}`,
    title: credential.name,
    line: (
      <>
        Created {at(credential.createdAt)}
        {credential.lastUsedAt ? ` · last used ${at(credential.lastUsedAt)}` : ""} · expires{" "}
        {at(credential.expiresAt)}
      </>
    ),
    side: (
      <Badge variant={credential.active ? "success" : "outline"}>
        {credential.active ? "Active" : credential.revokedAt ? "Revoked" : "Expired"}
      </Badge>
    ),
  };
}
