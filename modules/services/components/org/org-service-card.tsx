"use client";

import { UnoptimizedImage } from "@/components/ui/unoptimized-image";
import { Clock, Pencil } from "lucide-react";
import { ActionBar } from "@/components/data/confirm-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CoinAmount } from "@/components/ui/coin-amount";
import type { OrgServiceView } from "@/modules/services/shared/schemas";
import { CATEGORY_LABELS } from "@/modules/catalog/shared/categories";
import { formatCoins, formatQuantity } from "@/lib/format/coins";
import { thumbnailOf } from "@/lib/uploads/names";
import {
  changedFieldsText,
  SERVICE_STATUS_HINTS,
  SERVICE_STATUS_LABELS,
  SERVICE_STATUS_VARIANTS,
} from "./service-status";
import { ServiceFormDialog } from "./lazy-service-form-dialog";
import { ModerationNote } from "./moderation-note";
import { ConfirmDelete, DeleteButton, LiveToggleButton } from "./service-action-buttons";
import type { ServiceAction } from "./use-service-actions";

interface OrgServiceCardProps {
  service: OrgServiceView;
  /** The action under way on this service, if any. */
  working: ServiceAction | null;
  onEdit: () => void;
  onAction: (action: ServiceAction) => Promise<boolean>;
  /** The delete dialog's onCloseAutoFocus: a deleted card is on its way out of the list. */
  onDeleteClosed?: (event: Event) => void;
}

/** Why Delete is unavailable: the server refuses while bookings are active. */
function deleteBlockedText(activeBookings: number): string {
  const bookings = formatQuantity(activeBookings, "active booking", "active bookings");
  const them = activeBookings === 1 ? "it" : "them";
  return `Delete is unavailable while it has ${bookings}: deliver or cancel ${them} first.`;
}

/** One of My Services: its state, price and bookings, the admin's word, and what can be done. */
export function OrgServiceCard({
  service,
  working,
  onEdit,
  onAction,
  onDeleteClosed,
}: OrgServiceCardProps) {
  const change = service.pendingChange;
  const titleId = `service-${service.id}-title`;
  const deleteReasonId = `service-${service.id}-delete-reason`;

  return (
    <Card aria-labelledby={titleId} role="article" spacing="compact">
      <CardContent inset="compact" className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          {service.images[0] ? (
            <UnoptimizedImage
              src={thumbnailOf(service.images[0])}
              alt=""
              width={480}
              height={300}
              className="aspect-[8/5] w-16 shrink-0 rounded-md border bg-muted object-cover sm:w-24"
            />
          ) : null}
          <div className="min-w-0 flex-1 space-y-1">
            <h2 id={titleId} className="text-base leading-snug font-semibold break-words">
              {service.title}
            </h2>
            <p className="text-sm text-muted-foreground">
              {CATEGORY_LABELS[service.category]}
              {service.duration ? ` · ${service.duration}` : ""}
            </p>
          </div>
          <Badge variant={SERVICE_STATUS_VARIANTS[service.status]}>
            {SERVICE_STATUS_LABELS[service.status]}
          </Badge>
        </div>

        <p className="line-clamp-2 text-sm text-muted-foreground">{service.description}</p>

        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <CoinAmount amount={service.price} />
          <span>{formatQuantity(service.bookingCount, "booking", "bookings")}</span>
          {service.activeBookings > 0 ? (
            <span className="text-muted-foreground">{service.activeBookings} active</span>
          ) : null}
        </div>

        <p className="text-xs text-muted-foreground">{SERVICE_STATUS_HINTS[service.status]}</p>

        <ModerationNote
          status={service.status}
          note={service.moderationNote}
          askedLabel="The admin asks: "
        />

        {change ? (
          <div className="flex gap-2 rounded-lg border bg-muted/50 p-3 text-sm">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="space-y-1">
              <p>
                <span className="font-semibold">
                  {change.status === "changes_requested"
                    ? "Your edit needs changes: "
                    : "Edit waiting for review: "}
                </span>
                new {changedFieldsText(change.changedFields)}
                {change.changedFields.includes("price")
                  ? ` (${formatCoins(change.proposed.price)})`
                  : ""}
                . Customers see the approved version until then.
              </p>
              {change.note ? <p className="text-muted-foreground">{change.note}</p> : null}
            </div>
          </div>
        ) : null}

        <ActionBar className="pt-1">
          {service.status !== "rejected" ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={onEdit}
              {...ServiceFormDialog.opener}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          ) : null}
          <LiveToggleButton
            status={service.status}
            working={working}
            onToggle={(action) => void onAction(action)}
          />
          {service.activeBookings > 0 ? (
            // Deleting would fail on the server (active bookings hold coins in escrow): the button
            // says so before it is pressed rather than after.
            <DeleteButton disabled aria-describedby={deleteReasonId} />
          ) : (
            <ConfirmDelete
              title={`Delete ${service.title}?`}
              confirmLabel="Delete Service"
              onConfirm={() => onAction("delete")}
              onCloseAutoFocus={onDeleteClosed}
            >
              <p>
                It leaves the catalogue and My Services for good. Its bookings and their coins keep
                their history.
              </p>
            </ConfirmDelete>
          )}
        </ActionBar>
        {service.activeBookings > 0 ? (
          <p id={deleteReasonId} className="text-xs text-muted-foreground">
            {deleteBlockedText(service.activeBookings)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
