// Provider webhook deliveries, recorded once per event id: a repeated delivery finds its id taken.
import "server-only";
import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/server/ledger/types";

export interface WebhookEventRecord {
  eventId: string | null;
  event: string;
  payload: unknown;
}

/** True when recorded now; false when this event id was recorded before (a redelivery). */
export async function recordWebhookEvent(tx: Tx, record: WebhookEventRecord): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "PaymentWebhookEvent" ("id", "eventId", "event", "payload", "receivedAt")
    VALUES (${randomUUID()}, ${record.eventId}, ${record.event}, ${JSON.stringify(record.payload)}::jsonb, now())
    ON CONFLICT ("eventId") DO NOTHING
    RETURNING "id"`;
  return rows.length === 1;
}
