// A service's review told in the product, in the step's own transaction: a service or a change of
// a live one submitted reaches the admins' queue; an admin's decision reaches the organization.
import "server-only";
import {
  adminServicesHref,
  ORG_SERVICES_HREF,
  serviceTexts,
} from "@/lib/notifications/event-texts";
import type { Tx } from "@/lib/server/ledger/types";
import { notify, notifyAdmins } from "@/lib/server/notifications/notify";
import type { ServiceDecision } from "@/lib/server/mail/service-emails";

/** A new (or resubmitted) service, or a change of a live one, in the admins' queue. */
export async function notifyServiceSubmitted(
  tx: Tx,
  params: { serviceId: string; ofChange: boolean },
): Promise<void> {
  const service = await tx.service.findUniqueOrThrow({
    where: { id: params.serviceId },
    select: { title: true, organization: { select: { name: true } } },
  });
  const { title, organization } = service;
  await notifyAdmins(
    tx,
    params.ofChange
      ? {
          event: "service_change_submitted",
          text: serviceTexts.changeSubmitted(title, organization.name),
          href: adminServicesHref("pending_change"),
        }
      : {
          event: "service_submitted",
          text: serviceTexts.submitted(title, organization.name),
          href: adminServicesHref("pending"),
        },
  );
}

/** An admin's decision on a service or on a change of it, to its organization. */
export function notifyServiceDecided(
  tx: Tx,
  params: {
    organizationUserId: string;
    serviceTitle: string;
    decided: { decision: ServiceDecision; ofChange: boolean };
  },
): Promise<void> {
  const { decision, ofChange } = params.decided;
  return notify(tx, [
    {
      userId: params.organizationUserId,
      topic: "services",
      event: ofChange ? `service_change_${decision}` : `service_${decision}`,
      text: ofChange
        ? serviceTexts.changeDecided(decision, params.serviceTitle)
        : serviceTexts.decided(decision, params.serviceTitle),
      href: ORG_SERVICES_HREF,
    },
  ]);
}
