"use client";

import { useRef, useState, type ReactNode } from "react";
import useSWR from "swr";
import { ServiceDetailContent } from "@/modules/catalog/components/service-dialog";
import { ServiceTile } from "@/modules/catalog/components/service-tile";
import type { ServiceCard, ServiceDetail } from "@/modules/catalog/components/types";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import { catalogService } from "@/lib/api/endpoints/catalog";
import type { AdminServiceView } from "@/modules/services/shared/admin-schemas";
import type { ServiceFields } from "@/modules/services/shared/schemas";

type Version = "live" | "proposed";

/** The service as the catalogue's card and dialog read it, with `fields` as its listed values. */
function previewCard(service: AdminServiceView, fields: ServiceFields): ServiceCard {
  return {
    id: service.id,
    ...fields,
    organizationId: service.orgId,
    organizationName: service.orgName,
    organizationVerified: service.orgVerified,
    rating: service.rating,
    reviewCount: service.reviewCount,
    bookingCount: service.bookings,
    status: service.status,
    duration: service.duration,
    createdAt: service.dateCreated,
  };
}

function liveFieldsOf(service: AdminServiceView): ServiceFields {
  const { title, description, price, category, features, images, questions } = service;
  return { title, description, price, category, features, images, questions };
}

/** The card of the grid beside the dialog it opens, built by the catalogue's own components. */
function CustomerView({
  card,
  questions,
  reviews,
}: {
  card: ServiceCard;
  questions: ServiceFields["questions"];
  reviews: ServiceDetail["reviews"];
}) {
  const opened = useRef<HTMLElement>(null);
  return (
    <div className="grid gap-6 p-4 sm:p-6 md:grid-cols-[18rem_minmax(0,1fr)] md:items-start">
      <section aria-label="Card in the catalogue" className="space-y-2">
        <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          In the catalogue
        </h3>
        {/* Opening the card here moves to its opened view, beside it or below on a phone. */}
        <ServiceTile
          service={card}
          onOpen={() => {
            opened.current?.scrollIntoView({ block: "nearest" });
            opened.current?.focus();
          }}
        />
      </section>
      <section
        ref={opened}
        tabIndex={-1}
        aria-label="Opened by a customer"
        className="space-y-2 rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Opened by a customer
        </h3>
        <div className="overflow-hidden rounded-xl border bg-background shadow-sm [&>[data-testid=service-dialog-detail]]:overflow-visible">
          <ServiceDetailContent
            service={card}
            purchased={false}
            reviews={reviews}
            questions={questions}
          />
        </div>
      </section>
    </div>
  );
}

/** The body scrolls under a heading that stays (and, for an edit, its choice of version). */
const SCROLLS = "min-h-0 flex-1 overflow-y-auto overscroll-contain rounded-none";

function PreviewHeading({ children }: { children?: ReactNode }) {
  return (
    <div className="shrink-0 space-y-3 border-b bg-muted/40 px-4 py-3 pe-14 sm:px-6">
      <div>
        <p className="text-sm font-semibold">Customer preview</p>
        <p className="text-xs text-muted-foreground">
          As customers will see it. They also see their balance and a Book Now button.
        </p>
      </div>
      {children}
    </div>
  );
}

export interface ServicePreviewDialogProps {
  service: AdminServiceView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus back to the Preview button (./service-preview.tsx). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The preview's dialog, loaded on first open by ServicePreview (./service-preview.tsx). An edit
 * waiting for review shows both versions: the live one and the one approval would list.
 */
export function ServicePreviewDialog({
  service,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: ServicePreviewDialogProps) {
  const change = service.pendingChange;
  const [version, setVersion] = useState<Version>("proposed");
  // A listed service's reviews are public and shown in its dialog: the preview shows them too.
  const listed = useSWR(
    open && service.status === "active"
      ? endpointUrl(catalogService, { params: { id: service.id } })
      : null,
    fetcherFor(catalogService),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const reviews = listed.data?.reviews ?? [];
  const live = previewCard(service, liveFieldsOf(service));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid="service-preview"
        onCloseAutoFocus={onCloseAutoFocus}
        width="5xl"
        layout="sections"
      >
        {change ? (
          <Tabs
            value={version}
            onValueChange={(next) => setVersion(next as Version)}
            gap="none"
            className="min-h-0 flex-1"
          >
            <PreviewHeading>
              <TabsList aria-label="Version" layout="full-on-phone">
                <TabsTrigger value="proposed">After this edit</TabsTrigger>
                <TabsTrigger value="live">Live now</TabsTrigger>
              </TabsList>
            </PreviewHeading>
            <TabsContent value="proposed" flush className={SCROLLS}>
              <CustomerView
                card={previewCard(service, change.proposed)}
                questions={change.proposed.questions}
                reviews={reviews}
              />
            </TabsContent>
            <TabsContent value="live" flush className={SCROLLS}>
              <CustomerView card={live} questions={service.questions} reviews={reviews} />
            </TabsContent>
          </Tabs>
        ) : (
          <>
            <PreviewHeading />
            <div className={SCROLLS}>
              <CustomerView card={live} questions={service.questions} reviews={reviews} />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
