// Disputes over HTTP for integration tests, as each side makes them: a customer's booking of an
// organization's service, delivered (or its request to cancel declined) and disputed; each step
// of the dispute through its route; and the coins of every account a dispute can move.
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as cancelRequest } from "@/app/api/v1/users/bookings/[id]/cancel-request/route";
import { POST as declineCancel } from "@/app/api/v1/org/bookings/[id]/cancel-request/decline/route";
import { POST as openRoute } from "@/app/api/v1/users/bookings/[id]/dispute/route";
import { POST as acceptOfferRoute } from "@/app/api/v1/users/bookings/[id]/dispute/accept-offer/route";
import { POST as escalateRoute } from "@/app/api/v1/users/bookings/[id]/dispute/escalate/route";
import { POST as withdrawRoute } from "@/app/api/v1/users/bookings/[id]/dispute/withdraw/route";
import { POST as respondRoute } from "@/app/api/v1/org/bookings/[id]/dispute/respond/route";
import { POST as decideRoute } from "@/app/api/v1/admin/disputes/[id]/decide/route";
import type { BookingView, OrgBookingView } from "@/lib/bookings/booking-types";
import type { AdminDisputeDetail } from "@/lib/schemas/disputes";
import { db } from "@/lib/server/db/client";
import { PLATFORM_ACCOUNT } from "@/lib/server/ledger/types";
import { signedIn } from "./accounts";
import { deliverOver } from "./deliveries";
import { call, type CallResult } from "./http";
import { createService, fund } from "./marketplace";

type Account = Awaited<ReturnType<typeof signedIn>>;

export interface DisputeParties {
  customer: Account;
  org: Account;
  organizationId: string;
  booking: BookingView;
}

const HOUR = 60 * 60 * 1000;

/** A customer's booking of a new service of a new organization, at `price`, paid from the wallet. */
export async function bookedService(price: number, org?: Account): Promise<DisputeParties> {
  const customer = await signedIn("user");
  const seller = org ?? (await signedIn("org"));
  const organization = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: seller.user.id },
  });
  const service = await createService({ price, organizationId: organization.id });
  await fund(customer.user.id, price);
  const booked = await call<BookingView>(book, `/api/v1/services/${service.id}/book`, {
    method: "POST",
    bearer: customer.token,
    params: { id: service.id },
  });
  if (booked.status !== 201 || !booked.body.data) {
    throw new Error(`book: ${booked.status} ${JSON.stringify(booked.body)}`);
  }
  return { customer, org: seller, organizationId: organization.id, booking: booked.body.data };
}

/** A booking delivered by its organization: open to a dispute within the acceptance window. */
export async function deliveredBooking(price: number, org?: Account): Promise<DisputeParties> {
  const parties = await bookedService(price, org);
  const delivered = await deliverOver(parties.org.token, parties.booking.id, {
    message: "Here is the work.",
    files: [`/uploads/${"a".repeat(32)}.pdf`],
  });
  if (delivered.status !== 200) throw new Error(`deliver: ${JSON.stringify(delivered.body)}`);
  return parties;
}

/** A booking past its free 24 hours whose request to cancel the organization declined. */
export async function declinedBooking(price: number): Promise<DisputeParties> {
  const parties = await bookedService(price);
  const { id } = parties.booking;
  const row = await db().booking.findUniqueOrThrow({ where: { id } });
  await db().booking.update({
    where: { id },
    data: { createdAt: new Date(row.createdAt.getTime() - 25 * HOUR) },
  });
  const asked = await call(cancelRequest, `/api/v1/users/bookings/${id}/cancel-request`, {
    method: "POST",
    bearer: parties.customer.token,
    params: { id },
    body: { reason: "I no longer need it." },
  });
  const declined = await call(declineCancel, `/api/v1/org/bookings/${id}/cancel-request/decline`, {
    method: "POST",
    bearer: parties.org.token,
    params: { id },
    body: { reason: "The work is half done." },
  });
  if (asked.status !== 200 || declined.status !== 200) {
    throw new Error(`cancel request: ${JSON.stringify([asked.body, declined.body])}`);
  }
  return parties;
}

export function openOver(
  token: string,
  bookingId: string,
  body: object = { reason: "not_as_described", statement: "Not what was listed.", files: [] },
): Promise<CallResult<BookingView>> {
  return call<BookingView>(openRoute, `/api/v1/users/bookings/${bookingId}/dispute`, {
    method: "POST",
    bearer: token,
    params: { id: bookingId },
    body,
  });
}

export function respondOver(
  token: string,
  bookingId: string,
  {
    offerCoins,
    statement = "We delivered what was listed.",
  }: { offerCoins?: number; statement?: string } = {},
): Promise<CallResult<OrgBookingView>> {
  return call<OrgBookingView>(respondRoute, `/api/v1/org/bookings/${bookingId}/dispute/respond`, {
    method: "POST",
    bearer: token,
    params: { id: bookingId },
    body: { statement, files: [], ...(offerCoins === undefined ? {} : { offerCoins }) },
  });
}

const customerStep = {
  "accept-offer": acceptOfferRoute,
  escalate: escalateRoute,
  withdraw: withdrawRoute,
} as const;

/** The customer's answer on their dispute: accept the offer, decline it, or withdraw. */
export function customerOver(
  step: keyof typeof customerStep,
  token: string,
  bookingId: string,
): Promise<CallResult<BookingView>> {
  return call<BookingView>(
    customerStep[step],
    `/api/v1/users/bookings/${bookingId}/dispute/${step}`,
    { method: "POST", bearer: token, params: { id: bookingId } },
  );
}

export function decideOver(
  token: string,
  disputeId: string,
  body: { outcome: string; refundCoins?: number; note?: string },
): Promise<CallResult<AdminDisputeDetail>> {
  return call<AdminDisputeDetail>(decideRoute, `/api/v1/admin/disputes/${disputeId}/decide`, {
    method: "POST",
    bearer: token,
    params: { id: disputeId },
    body: { note: "Decided on the evidence.", ...body },
  });
}

/** An open dispute of a delivered booking, its id and parties. */
export async function openedDispute(price: number, org?: Account) {
  const parties = await deliveredBooking(price, org);
  const opened = await openOver(parties.customer.token, parties.booking.id);
  if (opened.status !== 201 || !opened.body.data?.dispute) {
    throw new Error(`open: ${opened.status} ${JSON.stringify(opened.body)}`);
  }
  return { ...parties, disputeId: opened.body.data.dispute.id };
}

async function balance(where: {
  kind: "user_wallet" | "org_earnings" | "org_clearing";
  userId: string;
}) {
  const account = await db().ledgerAccount.findUnique({ where: { kind_userId: where } });
  return Number(account?.balance ?? 0n);
}

/** Every balance a dispute of the booking can move. */
export async function coinsOf(parties: DisputeParties) {
  const [wallet, clearing, earnings, revenue, escrow] = await Promise.all([
    balance({ kind: "user_wallet", userId: parties.customer.user.id }),
    balance({ kind: "org_clearing", userId: parties.org.user.id }),
    balance({ kind: "org_earnings", userId: parties.org.user.id }),
    db().ledgerAccount.findUnique({ where: { id: PLATFORM_ACCOUNT.revenue } }),
    db().ledgerAccount.findUnique({ where: { bookingId: parties.booking.id } }),
  ]);
  return {
    wallet,
    organization: clearing + earnings,
    revenue: Number(revenue?.balance ?? 0n),
    escrow: Number(escrow?.balance ?? 0n),
  };
}

/** What moved between two readings of coinsOf. */
export function moved(
  before: Awaited<ReturnType<typeof coinsOf>>,
  after: Awaited<ReturnType<typeof coinsOf>>,
) {
  return {
    wallet: after.wallet - before.wallet,
    organization: after.organization - before.organization,
    revenue: after.revenue - before.revenue,
    escrow: after.escrow - before.escrow,
  };
}
