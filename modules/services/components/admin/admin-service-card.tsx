"use client";

import { Check, FilePen, X } from "lucide-react";
import { ActionBar } from "@/components/data/confirm-action";
import { ModerationNote } from "@/modules/services/components/org/moderation-note";
import {
  ConfirmDelete,
  LiveToggleButton,
} from "@/modules/services/components/org/service-action-buttons";
import {
  SERVICE_STATUS_LABELS,
  SERVICE_STATUS_VARIANTS,
} from "@/modules/services/components/org/service-status";
import { ServiceVisual } from "@/modules/catalog/components/service-visual";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { AdminServiceView } from "@/modules/services/shared/admin-schemas";
import { formatQuantity } from "@/lib/format/coins";
import type { DateStyle } from "@/lib/format/date-time";
import type { ServiceDecision } from "./decision-dialog";
import { DecisionDialog } from "./lazy-decision-dialog";
import { ServiceDiff } from "./service-diff";
import { ServiceFacts } from "./service-facts";
import { ServicePreview } from "./service-preview";
import type { ListingAction } from "./use-admin-service-actions";

interface AdminServiceCardProps {
  service: AdminServiceView;
  dateStyle: DateStyle;
  /** The action under way on this service, if any. */
  working: ListingAction | null;
  onDecide: (target: "service" | "change", decision: ServiceDecision) => void;
  onAction: (action: ListingAction) => Promise<boolean>;
  /** Where focus goes once a dialog closes on a card that may be gone. */
  onDialogClosed: (event: Event) => void;
}

function DecisionButtons({ onDecide }: { onDecide: (decision: ServiceDecision) => void }) {
  return (
    <>
      <Button
        type="button"
        size="sm"
        onClick={() => onDecide("approved")}
        {...DecisionDialog.opener}
      >
        <Check aria-hidden="true" />
        Approve
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => onDecide("changes_requested")}
        {...DecisionDialog.opener}
      >
        <FilePen aria-hidden="true" />
        Request changes
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="text-destructive"
        onClick={() => onDecide("rejected")}
        {...DecisionDialog.opener}
      >
        <X aria-hidden="true" />
        Reject
      </Button>
    </>
  );
}

/** One service as the admin sees it: its facts, its review state, and what can be done. */
export function AdminServiceCard({
  service,
  dateStyle,
  working,
  onDecide,
  onAction,
  onDialogClosed,
}: AdminServiceCardProps) {
  const titleId = `admin-service-${service.id}-title`;
  const change = service.pendingChange;

  return (
    <Card aria-labelledby={titleId} role="article" spacing="compact" className="h-full w-full">
      <CardContent inset="compact" className="flex h-full flex-col gap-4">
        <div className="flex items-start gap-3 sm:gap-4">
          {/* The picture customers will see first: the service's own, else its category's. */}
          <ServiceVisual
            service={service}
            sizes="10rem"
            thumbnail
            className="shrink-0 rounded-md border"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="min-w-0 space-y-1">
              <h2 id={titleId} className="text-base leading-snug font-semibold break-words">
                {service.title}
              </h2>
              <p className="text-sm break-words text-muted-foreground">
                <span className="sr-only">Organization: </span>
                {service.orgName}
              </p>
            </div>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant={SERVICE_STATUS_VARIANTS[service.status]}>
                {SERVICE_STATUS_LABELS[service.status]}
              </Badge>
              {change ? <Badge variant="warning">Edit waiting</Badge> : null}
            </div>
          </div>
        </div>

        <p className="line-clamp-2 text-sm text-muted-foreground">{service.description}</p>

        <ServiceFacts service={service} dateStyle={dateStyle} />

        <ModerationNote
          status={service.status}
          note={service.moderationNote}
          askedLabel="Changes asked: "
        />

        {change ? (
          <section
            aria-label={`Edit waiting for review of ${service.title}`}
            className="space-y-3 rounded-lg border bg-muted/50 p-3"
          >
            <p className="text-sm font-semibold">
              Edit waiting for review: customers see the live version until it is approved.
            </p>
            <ServiceDiff changes={change.changes} />
            <ActionBar>
              <DecisionButtons onDecide={(decision) => onDecide("change", decision)} />
            </ActionBar>
          </section>
        ) : null}

        <ActionBar className="mt-auto pt-1">
          <ServicePreview service={service} />
          {service.status === "pending" ? (
            <DecisionButtons onDecide={(decision) => onDecide("service", decision)} />
          ) : null}
          <LiveToggleButton
            status={service.status}
            working={working}
            onToggle={(action) => void onAction(action)}
          />
          <ConfirmDelete
            onCloseAutoFocus={onDialogClosed}
            title={`Delete ${service.title} permanently?`}
            confirmLabel="Delete Permanently"
            onConfirm={() => onAction("delete")}
          >
            <p>
              This cannot be undone. It is removed from every listing for good: the catalogue,{" "}
              {service.orgName}&apos;s services and its public page. Its{" "}
              {formatQuantity(service.bookings, "booking", "bookings")} and the ledger keep their
              history.
            </p>
            {service.activeBookings > 0 ? (
              <p className="font-medium text-destructive">
                It has {formatQuantity(service.activeBookings, "active booking", "active bookings")}
                : they must be delivered or cancelled first.
              </p>
            ) : null}
          </ConfirmDelete>
        </ActionBar>
      </CardContent>
    </Card>
  );
}
