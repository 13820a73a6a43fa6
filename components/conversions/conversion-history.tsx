"use client";

import { useRef, useState } from "react";
import { History } from "lucide-react";
import { PagedList, RowsSkeleton } from "@/components/data/paged-list";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { callApi, errorMessage } from "@/lib/api/client";
import { conversionsCancel } from "@/lib/api/endpoints/conversions";
import type { ConversionOutcome, ConversionView } from "@/lib/schemas/conversions";
import { CONVERSION_CANCELLED_TITLE } from "@/lib/conversions/messages";
import { formatCoins } from "@/lib/format/coins";
import type { DateStyle } from "@/lib/format/date-time";
import { notify } from "@/lib/notify";
import type { CursorList } from "@/lib/swr/use-cursor-list";
import type { Page } from "@/lib/payments/wallet-entry";
import { ConversionRow } from "./conversion-row";

interface ConversionHistoryProps {
  list: CursorList<Page<ConversionView>, ConversionView>;
  dateStyle: DateStyle;
  onCancelled: (outcome: ConversionOutcome) => void;
}

/** The organization's requests, newest first; a pending one can be withdrawn. */
export function ConversionHistory({ list, dateStyle, onCancelled }: ConversionHistoryProps) {
  const [cancelling, setCancelling] = useState<ConversionView | null>(null);
  const [working, setWorking] = useState(false);
  // Set once a request is cancelled: its row's button is gone, so focus goes to the list.
  const cancelled = useRef(false);

  async function cancel() {
    if (!cancelling) return;
    setWorking(true);
    try {
      const { data } = await callApi(conversionsCancel, {
        params: { id: cancelling.id },
      });
      notify.success(CONVERSION_CANCELLED_TITLE, {
        description: `${formatCoins(data.conversion.amount)} are back in your available balance.`,
      });
      onCancelled(data);
      cancelled.current = true;
      setCancelling(null);
    } catch (cause) {
      notify.error("Request not cancelled", { description: errorMessage(cause) });
      setCancelling(null);
      void list.reload();
    } finally {
      setWorking(false);
    }
  }

  return (
    <section aria-labelledby="history-heading" className="space-y-4">
      <h2 id="history-heading" tabIndex={-1} className="text-lg font-semibold outline-none">
        Conversion history
      </h2>
      <PagedList
        list={list}
        skeleton={
          <RowsSkeleton
            label="Loading conversion requests"
            count={2}
            rowShape="lg"
            rowClassName="h-32"
          />
        }
        errorTitle="Your conversion requests could not be loaded"
        titleAs="h3"
        empty={{
          icon: History,
          title: "No conversion requests yet",
          description: "Requests you make appear here with their status, from pending to paid.",
        }}
      >
        {(conversions) => (
          <ul className="space-y-3" aria-label="Conversion requests">
            {conversions.map((conversion) => (
              <ConversionRow
                key={conversion.id}
                conversion={conversion}
                dateStyle={dateStyle}
                onCancel={setCancelling}
              />
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        onCloseAutoFocus={(event) => {
          // Kept, the request's Cancel button takes focus back (the dialog's own rule); once
          // cancelled that button is gone, and focus lands on the list.
          if (!cancelled.current) return;
          cancelled.current = false;
          event.preventDefault();
          document.getElementById("history-heading")?.focus();
        }}
        title="Cancel this conversion request?"
        keepLabel="Keep Request"
        confirmLabel="Cancel Request"
        workingLabel="Cancelling..."
        working={working}
        destructive
        onConfirm={() => void cancel()}
      >
        <p>
          {cancelling
            ? `The ${formatCoins(cancelling.amount)} go back to your available balance at once.`
            : null}
        </p>
      </ConfirmDialog>
    </section>
  );
}
