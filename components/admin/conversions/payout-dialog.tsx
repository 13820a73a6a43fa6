"use client";

import { useEffect, useState } from "react";
import { ShieldCheck } from "lucide-react";
import { DialogActions, DialogFrame, DialogHeading } from "@/components/data/dialog-frame";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { callApi, errorMessage } from "@/lib/api/client";
import { adminConversionsPayout } from "@/lib/api/endpoints/admin-conversions";
import type { AdminConversion, ConversionPayout } from "@/lib/schemas/admin-conversions";
import { METHOD_LABELS } from "@/lib/conversions/payout-methods";
import { payoutSentence } from "@/lib/conversions/payout-words";
import { formatMinor } from "@/lib/format/money-minor";

type Reading =
  | { state: "loading" }
  | { state: "shown"; payout: ConversionPayout }
  | { state: "failed"; message: string };

/** An answer, for the reading (request and attempt) it answers. */
type Answer = Exclude<Reading, { state: "loading" }> & { key: string };

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2 py-1.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-mono text-sm break-all select-all">{value}</dd>
    </div>
  );
}

export interface PayoutDialogProps {
  conversion: AdminConversion | null;
  onClose: () => void;
}

/**
 * The full payout details of one request, read when the admin asks (each reading is audited),
 * never kept in a cache: closing the dialog forgets them.
 */
export function PayoutDialog({ conversion, onClose }: PayoutDialogProps) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const id = conversion?.id;
  const key = `${id}:${attempt}`;
  // Until this reading's answer arrives, whatever an earlier one said is not shown.
  const reading: Reading = answer?.key === key ? answer : { state: "loading" };

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    callApi(adminConversionsPayout, { params: { id }, signal: controller.signal })
      .then(({ data }) => setAnswer({ key, state: "shown", payout: data }))
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ key, state: "failed", message: errorMessage(cause) });
      });
    return () => controller.abort();
  }, [id, key]);

  function close() {
    setAnswer(null);
    onClose();
  }

  return (
    <DialogFrame open={conversion !== null} onClose={close}>
      <DialogHeading
        title="Payout details"
        description={conversion ? `Where ${conversion.orgName} is paid for this request.` : ""}
      />
      {reading.state === "loading" ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading payout details">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-6" />
          ))}
        </div>
      ) : reading.state === "failed" ? (
        <LoadError
          titleAs="h3"
          title="The payout details could not be shown"
          message={reading.message}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      ) : (
        <div>
          <p
            className="mb-2 rounded-md bg-muted/60 px-3 py-2 text-sm font-semibold tabular-nums"
            data-testid="payout-sentence"
          >
            {payoutSentence(reading.payout)}
          </p>
          <dl className="divide-y" data-testid="payout-details">
            <Detail label="Organization" value={reading.payout.orgName} />
            <Detail
              label="Amount to pay"
              value={formatMinor(reading.payout.payoutMinor, reading.payout.currency)}
            />
            <Detail label="Method" value={METHOD_LABELS[reading.payout.method]} />
            <Detail label="Account holder" value={reading.payout.holderName} />
            {reading.payout.details.map((detail) => (
              <Detail key={detail.label} label={detail.label} value={detail.value} />
            ))}
          </dl>
          <p className="mt-3 flex items-center gap-2 text-xs text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Your reading of these details is recorded in the audit log.
          </p>
        </div>
      )}
      <DialogActions cancelLabel="Close" onCancel={close} />
    </DialogFrame>
  );
}
