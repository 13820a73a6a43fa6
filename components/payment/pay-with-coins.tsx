"use client";

import { useEffect, useId } from "react";
import Link from "@/components/ui/link";
import { CircleCheck, Plus, TriangleAlert } from "lucide-react";
import { notify } from "@/lib/notify";
import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { BriefQuestion } from "@/components/bookings/brief-answers";
import { BriefAnswerForm } from "@/components/bookings/lazy-brief-answer-form";
import { useBriefAnswers } from "@/components/bookings/use-brief-answers";
import { shortByMessage } from "@/modules/catalog/components/use-book-service";
import { paymentHref } from "@/modules/catalog/shared/payment-link";
import { formatCoins } from "@/lib/format/coins";
import { useWalletBalance } from "@/lib/swr/use-wallet-balance";
import { cn } from "@/lib/utils";
import {
  ADD_MORE_COINS,
  INSUFFICIENT_BALANCE,
  PROCESSING_PAYMENT,
  addCoinsHref,
  coinsShortAt,
} from "./checkout-math";
import { useRedrawIfPaidHere } from "./use-paid-here";
import { usePayForService } from "./use-pay-for-service";

interface PayWithCoinsProps {
  service: { id: string; title: string; price: number; questions: BriefQuestion[] };
}

/**
 * The signed-in user's part of the payment page (docs/spec.md "Payment"): the balance, the
 * insufficient-balance warning with a way to add coins, and Pay, which reads
 * 'Processing Payment...' while working. A service that asks questions asks them above Pay.
 */
export function PayWithCoins({ service }: PayWithCoinsProps) {
  const balance = useWalletBalance();
  const { pay, step, problem } = usePayForService(service.id, service.price);
  const brief = useBriefAnswers(service.questions);
  // Back after paying: this copy of the page predates the booking; the server's shows it.
  const outdated = useRedrawIfPaidHere(service.id);
  const paid = step === "paid";
  const shortBy = coinsShortAt(step, { balance, price: service.price });
  const short = shortBy > 0;
  const warningId = useId();
  const problemId = useId();
  // Add Coins comes back here once the coins are paid for.
  const returnTo = paymentHref({
    service: service.title,
    price: service.price,
    serviceId: service.id,
  });

  // docs/spec.md section 5: a balance below the price says so in a toast and disables Pay; once the
  // balance covers it (coins added in another tab), the toast goes with the problem. Paid, there
  // is nothing to warn of, and the success toast stays alone.
  useEffect(() => {
    if (paid) return;
    if (short) notify.error(INSUFFICIENT_BALANCE, { description: ADD_MORE_COINS });
    else notify.clearError();
  }, [short, paid]);

  if (outdated) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Loading" />
        Showing your booking...
      </p>
    );
  }

  if (paid) {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-success/30 bg-success/5 p-4 text-sm"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div className="space-y-1">
          <p className="font-semibold">Payment Successful!</p>
          <p className="text-muted-foreground">
            You have successfully booked {service.title}. Taking you to the feedback page...
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <dl className="space-y-3 rounded-xl bg-muted/50 p-4 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="text-muted-foreground">Your balance</dt>
          <dd className={cn("font-semibold tabular-nums", short ? "text-destructive" : undefined)}>
            {formatCoins(balance)}
          </dd>
        </div>
        {short ? null : (
          <div className="flex items-center justify-between gap-4">
            <dt className="text-muted-foreground">Balance after payment</dt>
            <dd className="font-semibold tabular-nums">{formatCoins(balance - service.price)}</dd>
          </div>
        )}
      </dl>

      {short ? (
        <div
          id={warningId}
          className="space-y-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-sm"
        >
          <div className="flex items-start gap-3">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
            <div className="space-y-1">
              <p className="font-semibold text-destructive">{INSUFFICIENT_BALANCE}</p>
              <p>{shortByMessage(shortBy)}</p>
            </div>
          </div>
          <Link
            href={addCoinsHref(shortBy, returnTo)}
            className={cn(buttonVariants({ variant: "coin" }), "w-full")}
          >
            <Plus aria-hidden="true" />
            Add Coins
          </Link>
        </div>
      ) : null}

      {service.questions.length > 0 ? (
        <div className="rounded-xl border p-4">
          <BriefAnswerForm brief={brief} disabled={step === "processing"} headingLevel="h2" />
        </div>
      ) : null}

      <Button
        type="button"
        size="xl"
        className="w-full"
        loading={step === "processing"}
        disabled={short || brief.busy}
        aria-describedby={short ? warningId : problem ? problemId : undefined}
        onClick={() => {
          const answers = brief.check();
          if (answers) void pay({ answers, onRefused: brief.refuse });
        }}
      >
        {step === "processing" ? PROCESSING_PAYMENT : `Pay ${formatCoins(service.price)}`}
      </Button>

      {/* A refusal for too few coins is already told by the warning above. */}
      {problem && !short ? (
        <p
          id={problemId}
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/5 px-3.5 py-3 text-sm"
        >
          {problem}
        </p>
      ) : null}
    </div>
  );
}
