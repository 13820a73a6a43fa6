import { TriangleAlert } from "lucide-react";
import { SITE } from "@/lib/site";
import type { UnverifiedPayment } from "./use-coin-purchase";

/**
 * After a failed verification the money may have left the payer's account: the ids support needs
 * stay on screen (a toast disappears), with where to send them.
 */
export function UnverifiedNotice({ payment }: { payment: UnverifiedPayment }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="min-w-0 space-y-1.5">
        <p className="font-semibold">We could not confirm your last payment.</p>
        <p>
          If money left your account, contact{" "}
          <a className="font-medium underline" href={`mailto:${SITE.supportEmail}`}>
            {SITE.supportEmail}
          </a>{" "}
          with these references. Coins are added as soon as the payment is confirmed.
        </p>
        <dl className="grid gap-1 font-mono text-xs [overflow-wrap:anywhere]">
          <div>
            <dt className="inline font-sans text-muted-foreground">Order ID: </dt>
            <dd className="inline">{payment.orderId}</dd>
          </div>
          <div>
            <dt className="inline font-sans text-muted-foreground">Payment ID: </dt>
            <dd className="inline">{payment.paymentId}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
