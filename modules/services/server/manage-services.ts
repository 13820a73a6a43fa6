// An organization's own services: offer one (it waits for an admin), edit it (a live service's
// customer-facing fields wait for an admin as a pending change while the approved version stays
// bookable), pause or list it again, delete it. Every read and write is scoped to the caller's
// organization; an admin may pause, list or delete any service.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import {
  readQuestions,
  type OrgServiceView,
  type ServiceFields,
  type ServiceQuestion,
} from "@/modules/services/shared/schemas";
import type { Page } from "@/lib/payments/wallet-entry";
import type { SessionUser } from "@/lib/auth/session-user";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { NewestFirst } from "@/lib/server/db/cursor";
import type { Tx } from "@/lib/server/ledger/types";
import type { CursorPageQuery } from "@/lib/validations/common";
import type { ServiceInput } from "@/modules/services/shared/validations";
import { readProposal } from "./proposed-fields";
import { notifyServiceSubmitted } from "./service-notifications";
import { resolveQuestions } from "./service-questions";
import { changedFields, liveFields, ORG_SERVICE_INCLUDE, toOrgServiceView } from "./service-view";

export const SERVICE_NOT_FOUND = "Service not found.";
export const HAS_ACTIVE_BOOKINGS =
  "This service has active bookings: deliver or cancel them before deleting it.";
const ORGANIZATION_NOT_SET_UP = "Finish setting up your organization first.";

/** The caller's organization id; an org account still being set up has none. */
export function organizationIdOf(user: SessionUser): string {
  if (!user.organization) throw AppError.forbidden(ORGANIZATION_NOT_SET_UP);
  return user.organization.id;
}

/**
 * Locks the service row for the rest of the transaction, so edits and decisions queue up. An
 * edit takes FOR NO KEY UPDATE, which bookings (their key-share lock) pass. A delete takes FOR
 * UPDATE: it waits for the bookings in flight to commit and holds new ones until it has
 * committed (modules/catalog/server/bookable.ts), so its look for active bookings sees them all.
 */
async function lockService(tx: Tx, id: string, forDelete: boolean) {
  const strength = forDelete ? Prisma.sql`FOR UPDATE` : Prisma.sql`FOR NO KEY UPDATE`;
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Service" WHERE "id" = ${id} AND "deletedAt" IS NULL ${strength}`;
  if (rows.length === 0) throw AppError.notFound(SERVICE_NOT_FOUND);
}

/** The service if the caller may manage it: its own organization's, or any for an admin. */
async function managedService(
  tx: Tx,
  { user, id, forDelete = false }: { user: SessionUser; id: string; forDelete?: boolean },
) {
  await lockService(tx, id, forDelete);
  const service = await tx.service.findUnique({ where: { id } });
  const mine = service && user.organization && service.organizationId === user.organization.id;
  // Another organization's service is "not found": its existence is not the caller's business.
  if (!service || (!mine && user.role !== "admin")) throw AppError.notFound(SERVICE_NOT_FOUND);
  return service;
}

async function view(tx: Tx, id: string): Promise<OrgServiceView> {
  return toOrgServiceView(
    await tx.service.findUniqueOrThrow({ where: { id }, include: ORG_SERVICE_INCLUDE }),
  );
}

function fieldsOf(input: ServiceInput, questions: ServiceQuestion[]): ServiceFields {
  return {
    title: input.title,
    description: input.description,
    price: input.price,
    category: input.category,
    features: input.features,
    images: input.images,
    questions,
  };
}

/**
 * The questions an edit leaves the service with. Sent: each keeps its id if the service has it,
 * live or in its open change (an edit of a question added there). Left out: those it had, as
 * the organization last saw them (the open change's, else the live ones).
 */
function editedQuestions(
  input: ServiceInput,
  { current, proposed }: { current: ServiceQuestion[]; proposed: ServiceQuestion[] | null },
): ServiceQuestion[] {
  if (!input.questions) return proposed ?? current;
  const known = new Set([...current, ...(proposed ?? [])].map((question) => question.id));
  return resolveQuestions({ given: input.questions, known });
}

const ORG_SERVICES = new NewestFirst("org-services", "createdAt");

export async function listOrganizationServices(
  user: SessionUser,
  query: CursorPageQuery,
): Promise<Page<OrgServiceView>> {
  const organizationId = organizationIdOf(user);
  const rows = await db().service.findMany({
    where: { AND: [{ organizationId, deletedAt: null }, ...ORG_SERVICES.after(query.cursor)] },
    include: ORG_SERVICE_INCLUDE,
    orderBy: ORG_SERVICES.orderBy,
    take: query.limit + 1,
  });
  return ORG_SERVICES.page(rows, query.limit, toOrgServiceView);
}

export async function createOrganizationService(
  user: SessionUser,
  input: ServiceInput,
): Promise<OrgServiceView> {
  const organizationId = organizationIdOf(user);
  return db().$transaction(async (tx) => {
    const questions = resolveQuestions({ given: input.questions ?? [], known: new Set() });
    const service = await tx.service.create({
      data: {
        organizationId,
        ...fieldsOf(input, questions),
        duration: input.duration || null,
        tags: input.tags,
        status: "pending",
        submittedAt: new Date(),
      },
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: "service.create",
      entityType: "service",
      entityId: service.id,
    });
    await notifyServiceSubmitted(tx, { serviceId: service.id, ofChange: false });
    return view(tx, service.id);
  });
}

/**
 * Not yet live (pending, changes requested): the edit applies and the service is (re)submitted.
 * Live (active, inactive): duration and tags apply; the customer-facing fields, where they differ,
 * become the service's one open change for an admin (replacing an earlier open one). Rejected
 * services cannot be edited.
 */
export async function updateOrganizationService(
  user: SessionUser,
  id: string,
  input: ServiceInput,
): Promise<OrgServiceView> {
  return db().$transaction(async (tx) => {
    const service = await managedService(tx, { user, id });
    if (service.status === "rejected") {
      throw AppError.conflict("This service was rejected and cannot be edited. Add a new one.");
    }
    const extras = { duration: input.duration || null, tags: input.tags };
    const current = readQuestions(service.questions);

    if (service.status === "pending" || service.status === "changes_requested") {
      const proposed = fieldsOf(input, editedQuestions(input, { current, proposed: null }));
      await tx.service.update({
        where: { id },
        data: { ...proposed, ...extras, status: "pending", submittedAt: new Date() },
      });
      await recordAudit(tx, {
        actorId: user.id,
        action: service.status === "pending" ? "service.update" : "service.resubmit",
        entityType: "service",
        entityId: id,
      });
      // A resubmission is new in the admins' queue; an edit of a pending service already is in it.
      if (service.status === "changes_requested") {
        await notifyServiceSubmitted(tx, { serviceId: id, ofChange: false });
      }
      return view(tx, id);
    }

    const live = liveFields(service);
    const open = await tx.serviceChange.findUnique({ where: { openSlot: id } });
    const openQuestions = open ? readProposal(open.proposed, live).questions : null;
    const proposed = fieldsOf(input, editedQuestions(input, { current, proposed: openQuestions }));
    await tx.service.update({ where: { id }, data: extras });
    const differs = changedFields(live, proposed).length > 0;
    if (!differs) {
      // Back to what is live: an open change has nothing left to propose.
      if (open) {
        await tx.serviceChange.update({
          where: { id: open.id },
          data: { status: "withdrawn", openSlot: null },
        });
      }
      return view(tx, id);
    }
    const data = {
      proposed: proposed satisfies Prisma.InputJsonObject,
      status: "pending" as const,
    };
    const change = open
      ? await tx.serviceChange.update({ where: { id: open.id }, data })
      : await tx.serviceChange.create({ data: { ...data, serviceId: id, openSlot: id } });
    await recordAudit(tx, {
      actorId: user.id,
      action: "service.change_submit",
      entityType: "service",
      entityId: id,
      data: { changeId: change.id },
    });
    // A change replacing one still pending is in the admins' queue already.
    if (open?.status !== "pending") {
      await notifyServiceSubmitted(tx, { serviceId: id, ofChange: true });
    }
    return view(tx, id);
  });
}

export const ONLY_APPROVED_TOGGLE = "Only an approved service can be activated or deactivated.";

/**
 * Pause (inactive) or list again (active) an approved service. Asking for the state it is already
 * in changes nothing (a double click, a retry), unless `refuseRepeat`: then it is a 409 saying so,
 * as when two admins decide at once and the second would otherwise not learn it came too late.
 */
export async function setServiceListed({
  user,
  id,
  listed,
  refuseRepeat = false,
}: {
  user: SessionUser;
  id: string;
  listed: boolean;
  refuseRepeat?: boolean;
}): Promise<OrgServiceView> {
  return db().$transaction(async (tx) => {
    const service = await managedService(tx, { user, id });
    const target = listed ? "active" : "inactive";
    if (service.status === target) {
      if (!refuseRepeat) return view(tx, id);
      throw AppError.conflict(`This service is already ${target}: reload to see its state.`);
    }
    if (service.status !== (listed ? "inactive" : "active")) {
      throw AppError.conflict(ONLY_APPROVED_TOGGLE);
    }
    await tx.service.update({ where: { id }, data: { status: target } });
    await recordAudit(tx, {
      actorId: user.id,
      action: listed ? "service.activate" : "service.deactivate",
      entityType: "service",
      entityId: id,
      before: { status: service.status },
      after: { status: target },
    });
    return view(tx, id);
  });
}

/**
 * Deleted services leave every listing; their bookings and the ledger keep their history. Refused
 * while a booking is active, including one committed while the delete waited for its lock; and
 * no booking can start on it meanwhile, so none is ever left active on a deleted service.
 */
export async function deleteService(user: SessionUser, id: string): Promise<void> {
  await db().$transaction(async (tx) => {
    const service = await managedService(tx, { user, id, forDelete: true });
    const active = await tx.booking.count({ where: { serviceId: id, status: "active" } });
    if (active > 0) throw AppError.conflict(HAS_ACTIVE_BOOKINGS);
    const deletedAt = new Date();
    await tx.service.update({ where: { id }, data: { deletedAt } });
    await tx.serviceChange.updateMany({
      where: { openSlot: id },
      data: { status: "withdrawn", openSlot: null },
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: "service.delete",
      entityType: "service",
      entityId: id,
      before: { status: service.status, deletedAt: null },
      after: { status: service.status, deletedAt: deletedAt.toISOString() },
    });
  });
}
