"use client";

import { useState } from "react";
import { Snowflake, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { callApi, errorMessage } from "@/lib/api/client";
import { adminUsersUnfreeze } from "@/lib/api/endpoints/admin-users";
import { CONVERSIONS_UNFROZEN_TITLE, frozenSinceLine } from "@/lib/conversions/payout-safety";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { notify } from "@/lib/notify";

interface ConversionsFreezeProps {
  userId: string;
  organization: { name: string; conversionsFrozenAt: string | null };
  dateStyle: DateStyle;
  onChanged: () => void;
}

/**
 * On the admin's page of an organization whose owner froze its conversions from a payout-details
 * mail: since when, and the way to lift it once support has checked with the owner.
 */
export function ConversionsFreeze({
  userId,
  organization,
  dateStyle,
  onChanged,
}: ConversionsFreezeProps) {
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);
  if (!organization.conversionsFrozenAt) return null;

  async function unfreeze() {
    setWorking(true);
    try {
      await callApi(adminUsersUnfreeze, { params: { id: userId } });
      notify.success(CONVERSIONS_UNFROZEN_TITLE, {
        description: `${organization.name} can request conversions again, and its pending ones can be approved.`,
      });
    } catch (cause) {
      notify.error("Conversions not unfrozen", { description: errorMessage(cause) });
    } finally {
      setWorking(false);
      setOpen(false);
      onChanged();
    }
  }

  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3 sm:col-span-2"
      data-testid="conversions-frozen"
    >
      <div className="flex gap-2">
        <Snowflake aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <div className="space-y-1">
          <p className="text-sm font-semibold">
            {frozenSinceLine(formatDateTime(organization.conversionsFrozenAt, dateStyle))}
          </p>
          <p className="text-xs text-muted-foreground">
            Its owner froze them from the mail about a change of payout details: no conversion can
            be requested or approved.
          </p>
        </div>
      </div>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Sun aria-hidden="true" />
        Unfreeze conversions
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Unfreeze ${organization.name}'s conversions?`}
        keepLabel="Keep Frozen"
        confirmLabel="Unfreeze conversions"
        workingLabel="Unfreezing..."
        working={working}
        onConfirm={() => void unfreeze()}
      >
        <p>
          Unfreeze only once you have confirmed with the owner that the payout details are theirs:
          the organization can then request conversions again, and its pending requests can be
          approved.
        </p>
      </ConfirmDialog>
    </div>
  );
}
