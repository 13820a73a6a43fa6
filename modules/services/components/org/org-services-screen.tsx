"use client";

import { endpointUrl } from "@/lib/api/endpoint";
import { orgDashboardServices } from "@/lib/api/endpoints/org-dashboard";
import { useCallback, useRef, useState, type Ref } from "react";
import { PackagePlus, Plus } from "lucide-react";
import { PagedList, RowsSkeleton } from "@/components/data/paged-list";
import { Button } from "@/components/ui/button";
import type { OrgServiceView } from "@/modules/services/shared/schemas";
import type { Page } from "@/lib/payments/wallet-entry";
import { useCursorList } from "@/lib/swr/use-cursor-list";
import { OrgServiceCard } from "./org-service-card";
import { ServiceFormDialog } from "./lazy-service-form-dialog";
import { useServiceActions } from "./use-service-actions";

const ORG_SERVICES_PATH = endpointUrl(orgDashboardServices);

/**
 * docs/spec.md "Organization services, My Services": the organization's services, Add / Edit,
 * Activate / Deactivate, Delete.
 */
export function OrgServicesScreen({
  initial,
  commissionBps,
}: {
  initial: Page<OrgServiceView>;
  /** The commission a booking made now pays: the form shows what a price brings in. */
  commissionBps: number;
}) {
  const list = useCursorList(orgDashboardServices, ORG_SERVICES_PATH, {
    initial: { path: ORG_SERVICES_PATH, page: initial },
  });
  const [editing, setEditing] = useState<OrgServiceView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const { reload, replaceItem } = list;
  // Where focus goes when the button that opened a dialog is on its way out: the first service
  // added replaces the empty state's button with the header's; a deleted card leaves the list.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAddOnMount = useRef(false);
  const deleted = useRef(false);
  const hasServices = list.items.length > 0;
  // The header's Add Service appears with the first service: it takes focus if asked to.
  const headerAdd = useCallback((button: HTMLButtonElement | null) => {
    if (!button || !focusAddOnMount.current) return;
    focusAddOnMount.current = false;
    button.focus();
  }, []);

  const changed = useCallback(
    (_id: string, service: OrgServiceView | null) => {
      if (service) replaceItem(service);
      else {
        deleted.current = true;
        void reload();
      }
    },
    [reload, replaceItem],
  );
  const actions = useServiceActions(changed);

  /** The delete dialog closed: after a deletion the card is going, so focus goes to the heading. */
  const afterDelete = (event: Event) => {
    if (!deleted.current) return;
    deleted.current = false;
    event.preventDefault();
    headingRef.current?.focus();
  };

  const openForm = (service: OrgServiceView | null) => {
    setEditing(service);
    setFormOpen(true);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
          >
            My Services
          </h1>
          <p className="mt-1.5 text-muted-foreground">
            What your organization offers, its review by our admins, and its bookings.
          </p>
        </div>
        {hasServices ? (
          <AddServiceButton ref={headerAdd} onAdd={() => openForm(null)}>
            Add Service
          </AddServiceButton>
        ) : null}
      </div>

      <PagedList
        list={list}
        skeleton={
          <RowsSkeleton
            label="Loading services"
            count={2}
            className="grid gap-4 md:grid-cols-2"
            rowShape="xl"
            rowClassName="h-56"
          />
        }
        errorTitle="Your services could not be loaded"
        empty={{
          icon: PackagePlus,
          title: "No services yet",
          description:
            "Add what your organization offers. An admin reviews it, then customers can book it with their coins.",
          children: (
            <AddServiceButton onAdd={() => openForm(null)}>Add Your First Service</AddServiceButton>
          ),
        }}
      >
        {(services) => (
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Your services">
            {services.map((service) => (
              <li key={service.id} className="flex">
                <OrgServiceCard
                  service={service}
                  working={actions.working?.id === service.id ? actions.working.action : null}
                  onEdit={() => openForm(service)}
                  onAction={(action) => actions.run(service, action)}
                  onDeleteClosed={afterDelete}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>

      <ServiceFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        service={editing}
        commissionBps={commissionBps}
        onSaved={(service, created) => {
          setFormOpen(false);
          // The first service: the empty state's button that opened the form gives way to the
          // header's Add Service once the list is read again, and focus follows it there.
          if (created && !hasServices) focusAddOnMount.current = true;
          if (created) void reload();
          else replaceItem(service);
        }}
      />
    </div>
  );
}

function AddServiceButton({
  onAdd,
  ref,
  children,
}: {
  onAdd: () => void;
  ref?: Ref<HTMLButtonElement>;
  children: string;
}) {
  return (
    <Button type="button" ref={ref} onClick={onAdd} {...ServiceFormDialog.opener}>
      <Plus aria-hidden="true" />
      {children}
    </Button>
  );
}
