// One payment.dispute.* delivery, exactly once: the event is recorded by its id in the same
// transaction as everything it changes (a redelivery finds its id taken and moves nothing), the
// order's row is locked before its chargeback is read (created, won and lost racing each other
// run one after another), and each step checks the chargeback's state before it moves a coin
// (a different delivery of the same news finds it done). An event for a payment that is not one
// of ours is recorded, logged and acknowledged.
import "server-only";
import type { Chargeback } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { logger } from "@/lib/server/observability/logger";
import { dispatchMail, type QueuedMail } from "@/lib/server/mail/outbox";
import { recordWebhookEvent, type WebhookEventRecord } from "@/lib/server/payments/webhook-events";
import {
  openChargeback,
  loseChargeback,
  updateChargeback,
  winChargeback,
  type StepContext,
} from "./chargeback-steps";
import { DISPUTE_EVENT_PREFIX, disputeFacts, stepOf } from "./dispute-event";
import { lockDisputedOrder } from "./disputed-order";

export type DisputeHandled =
  | "chargeback_opened"
  | "chargeback_updated"
  | "chargeback_won"
  | "chargeback_lost"
  | "ignored"
  | "duplicate";

export interface DisputeDelivery {
  event: string;
  /** payload.dispute.entity of the signed body. */
  entity: unknown;
  record: WebhookEventRecord;
  /** Who caused it: null for the provider (an admin's test-mode chargeback names the admin). */
  actorId?: string | null;
}

export async function handleDisputeEvent(delivery: DisputeDelivery): Promise<DisputeHandled> {
  const facts = disputeFacts(delivery.entity);
  const step = stepOf(delivery.event, facts);
  // A chargeback won and then lost (the card holder challenged it again) takes back what it
  // owes; a "closed" event decides only one still open.
  const reopens = delivery.event !== `${DISPUTE_EVENT_PREFIX}closed`;
  const outcome = await db().$transaction(
    async (tx): Promise<{ handled: DisputeHandled; mails: QueuedMail[] }> => {
      if (!(await recordWebhookEvent(tx, delivery.record))) {
        return { handled: "duplicate", mails: [] };
      }
      const order = await lockDisputedOrder(tx, facts.paymentId);
      if (!order) {
        logger.warn(
          { event: delivery.event, disputeId: facts.disputeId, paymentId: facts.paymentId },
          "dispute of a payment that is not a credited top-up: acknowledged, nothing changed",
        );
        return { handled: "ignored", mails: [] };
      }
      const context: StepContext = {
        tx,
        order,
        actorId: delivery.actorId ?? null,
      };
      const mails: QueuedMail[] = [];
      let handled: DisputeHandled = "chargeback_updated";
      let chargeback: Chargeback | null = await tx.chargeback.findUnique({
        where: { providerDisputeId: facts.disputeId },
      });
      if (chargeback && chargeback.paymentOrderId !== order.id) {
        logger.warn(
          { disputeId: facts.disputeId, paymentId: facts.paymentId },
          "dispute id already recorded for another payment: acknowledged, nothing changed",
        );
        return { handled: "ignored", mails: [] };
      }
      if (!chargeback) {
        // Whatever the event, a dispute first heard of now opens (a lost one may come first).
        const opened = await openChargeback(context, facts);
        chargeback = opened.chargeback;
        mails.push(...opened.mails);
        handled = "chargeback_opened";
      } else {
        chargeback = await updateChargeback(context, chargeback, { facts, event: delivery.event });
      }
      if (step === "won" && chargeback.status === "open") {
        const won = await winChargeback(context, chargeback);
        mails.push(...won.mails);
        handled = "chargeback_won";
      } else if (
        step === "lost" &&
        (chargeback.status === "open" || (chargeback.status === "won" && reopens))
      ) {
        const lost = await loseChargeback(context, chargeback, facts);
        mails.push(...lost.mails);
        handled = "chargeback_lost";
      }
      return { handled, mails };
    },
  );
  await dispatchMail(outcome.mails);
  return outcome.handled;
}
