// A provider's webhook delivery as both webhooks open it (Razorpay's payments, RazorpayX's
// payouts): the signature over the raw body first, then the body as a JSON object, named by its
// event and made into the record that takes its event id once (webhook-events.ts). Whatever the
// signed body holds is answered with a 4xx the first time and every time after, never a 500 that
// the provider would retry forever: not JSON, not an object, a NUL character (400) or a lone
// surrogate (422): PostgreSQL's jsonb stores neither, so the delivery could never be recorded.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { refuseBadText } from "@/lib/validations/text-input";
import type { WebhookEventRecord } from "./webhook-events";

export const INVALID_WEBHOOK_SIGNATURE = "Invalid webhook signature";
export const INVALID_WEBHOOK_BODY = "The webhook body must be a JSON object.";
/** The providers' events are a few kilobytes; reading stops past this (lib/api/read-body.ts). */
export const WEBHOOK_MAX_BODY_BYTES = 1_000_000;
/** An event's name as recorded and answered: the providers' own are a few dozen characters. */
const MAX_EVENT_NAME = 100;

export interface WebhookDelivery {
  rawBody: string;
  signature: string | null;
  eventId: string | null;
}

export interface OpenedDelivery<Body> {
  body: Body;
  /** The event's name, "unknown" when the body has none. */
  event: string;
  record: WebhookEventRecord;
}

/**
 * The delivery's body, once `verify` accepts its signature; `Body` is what the provider's events
 * may hold, every field unknown until checked.
 */
export function openSignedDelivery<Body extends { event?: unknown }>(
  { rawBody, signature, eventId }: WebhookDelivery,
  verify: (rawBody: string, signature: string) => boolean,
): OpenedDelivery<Body> {
  if (!signature || !verify(rawBody, signature)) {
    throw AppError.badRequest(INVALID_WEBHOOK_SIGNATURE);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody) as unknown;
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw AppError.badRequest(INVALID_WEBHOOK_BODY);
  }
  refuseBadText(parsed);
  const body = parsed as Body;
  const event = typeof body.event === "string" ? body.event.slice(0, MAX_EVENT_NAME) : "unknown";
  return { body, event, record: { eventId, event, payload: body } };
}
