"use client";

import { useState } from "react";
import { CheckCheck, Inbox } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { callApi, errorMessage } from "@/lib/api/client";
import { adminConversionsApproveMany } from "@/lib/api/endpoints/admin-conversions";
import type {
  AdminConversion,
  AdminConversionPage,
  BulkApproval,
} from "@/lib/schemas/admin-conversions";
import { CONVERSION_APPROVED_TITLE } from "@/lib/conversions/admin-messages";
import { payoutTotals } from "@/lib/conversions/payout-words";
import { formatCoins, formatQuantity } from "@/lib/format/coins";
import type { DateStyle } from "@/lib/format/date-time";
import { notify } from "@/lib/notify";
import type { CursorList } from "@/lib/swr/use-cursor-list";
import type { RowActions } from "./admin-conversion-row";
import { ConversionList } from "./conversion-list";
import { ALREADY_PROCESSED_TITLE } from "./admin-conversion-row";

interface PendingQueueProps extends RowActions {
  list: CursorList<AdminConversionPage, AdminConversion>;
  dateStyle: DateStyle;
  onSettled: () => void;
}

/** What a bulk approval did, in a sentence: "2 approved; 1 was already processed." */
export function bulkOutcomeText(outcome: BulkApproval): string {
  const count = (kind: string) =>
    outcome.results.filter((result) => result.outcome === kind).length;
  const parts = [`${outcome.approved} approved`];
  const late = count("already_processed");
  if (late) parts.push(`${late} ${late === 1 ? "was" : "were"} already processed`);
  const gone = count("not_found");
  if (gone) parts.push(`${gone} no longer ${gone === 1 ? "exists" : "exist"}`);
  const unpayable = count("no_payout_destination");
  if (unpayable) {
    parts.push(`${unpayable} ${unpayable === 1 ? "has" : "have"} no payout destination`);
  }
  const held = count("held");
  if (held) parts.push(`${held} ${held === 1 ? "is" : "are"} on hold`);
  const frozen = count("frozen");
  if (frozen) {
    parts.push(
      `${frozen} ${frozen === 1 ? "is" : "are"} of an organization whose conversions are frozen`,
    );
  }
  return `${parts.join("; ")}.`;
}

/** The requests waiting for a decision, highlighted, with a bulk approval of the chosen ones. */
export function PendingQueue({ list, dateStyle, onSettled, ...actions }: PendingQueueProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  // A request with no payout destination, or on hold, cannot be approved: it is never chosen.
  const pendingIds = list.items
    .filter(
      (item) => item.status === "pending" && item.payoutMasked !== null && item.heldUntil === null,
    )
    .map((item) => item.id);
  // Only what is still listed as pending counts: a row another admin decided drops out.
  const selected = pendingIds.filter((id) => chosen.has(id));
  const selectedItems = list.items.filter((item) => selected.includes(item.id));
  const selectedCoins = selectedItems.reduce((sum, item) => sum + item.amount, 0);
  const all = pendingIds.length > 0 && selected.length === pendingIds.length;

  function select(id: string, checked: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function approveSelected() {
    setWorking(true);
    try {
      const { data } = await callApi(adminConversionsApproveMany, {
        body: { ids: selected },
      });
      if (data.approved > 0) {
        notify.success(CONVERSION_APPROVED_TITLE, { description: bulkOutcomeText(data) });
      } else {
        notify.error(ALREADY_PROCESSED_TITLE, { description: bulkOutcomeText(data) });
      }
      setChosen(new Set());
    } catch (cause) {
      notify.error("Conversions not approved", { description: errorMessage(cause) });
    } finally {
      setWorking(false);
      setConfirming(false);
      onSettled();
    }
  }

  return (
    <section
      aria-labelledby="pending-heading"
      className="space-y-4 rounded-xl border border-warning/50 bg-warning/5 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pending-heading" tabIndex={-1} className="text-lg font-semibold outline-none">
          Pending requests
        </h2>
        {pendingIds.length > 0 ? (
          <div className="flex flex-wrap items-center gap-3">
            <div className="flex items-center gap-2">
              <Checkbox
                id="select-all-pending"
                checked={all ? true : selected.length > 0 ? "indeterminate" : false}
                onCheckedChange={(checked) =>
                  setChosen(new Set(checked === true ? pendingIds : []))
                }
              />
              <label htmlFor="select-all-pending" className="text-sm">
                Select all
              </label>
            </div>
            <Button
              type="button"
              size="sm"
              disabled={selected.length === 0}
              onClick={() => setConfirming(true)}
            >
              <CheckCheck aria-hidden="true" />
              Approve selected{selected.length > 0 ? ` (${selected.length})` : ""}
            </Button>
          </div>
        ) : null}
      </div>
      <ConversionList
        list={list}
        label="Pending requests"
        dateStyle={dateStyle}
        empty={{
          icon: Inbox,
          title: "No pending requests",
          description: "New conversion requests from organizations appear here for a decision.",
        }}
        selected={chosen}
        onSelect={select}
        {...actions}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Approve ${formatQuantity(selected.length, "request", "requests")}?`}
        keepLabel="Keep Pending"
        confirmLabel="Approve selected"
        workingLabel="Approving..."
        working={working}
        onConfirm={() => void approveSelected()}
      >
        <p className="font-semibold text-foreground" data-testid="bulk-payout">
          Pay {payoutTotals(selectedItems)} in all, each request at the rate and fee it was quoted.
        </p>
        <p>
          Each is processing while its payout is sent: the {formatCoins(selectedCoins)} held for
          them stay held until each payout is confirmed paid or fails. A request another admin
          decided meanwhile is left as it is.
        </p>
      </ConfirmDialog>
    </section>
  );
}
