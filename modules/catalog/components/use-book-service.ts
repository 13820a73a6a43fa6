"use client";

import { useCallback, useState } from "react";
import { notify } from "@/lib/notify";
import { ApiClientError, callApi, fieldIssue } from "@/lib/api/client";
import { catalogBook } from "@/lib/api/endpoints/catalog";
import { newIdempotencyKey } from "@/lib/api/idempotency-key";
import {
  ALREADY_BOOKED,
  BOOKING_FAILED_DESCRIPTION,
  bookingFailedDescription,
  shortByMessage,
} from "@/lib/bookings/messages";
import type { BriefAnswerInput } from "@/components/bookings/brief-answers";
import type { ServiceCard } from "./types";

export { BOOKING_FAILED_DESCRIPTION, shortByMessage };

export type BookingOutcome =
  | "booked"
  | "already_booked"
  | "insufficient_balance"
  | "price_changed"
  | "answer_refused"
  | "failed";

/** The brief sent with a booking, and where a refusal of one of its answers is shown. */
export interface BookWith {
  answers: BriefAnswerInput[];
  /** Shows the API's refusal at the answer it is about; false when it is about none. */
  onRefused: (message: string) => boolean;
}

/** The words of a 422 about the booking's answers, when the refusal is about them. */
export function answersRefusal(error: unknown): string | null {
  if (!(error instanceof ApiClientError) || error.code !== "validation_failed") return null;
  return fieldIssue(error, ["answers"])?.message ?? error.message;
}

/**
 * Books a service with coins and tells the user how it went (docs/spec.md section 8, "Booking").
 * The caller refreshes what it shows afterwards, whatever the outcome.
 */
export function useBookService() {
  const [bookingId, setBookingId] = useState<string | null>(null);

  const book = useCallback(
    async (service: ServiceCard, { answers, onRefused }: BookWith): Promise<BookingOutcome> => {
      setBookingId(service.id);
      try {
        const { data, message } = await callApi(catalogBook, {
          params: { id: service.id },
          headers: { "idempotency-key": newIdempotencyKey() },
          // The price the card showed: a price changed since is refused, not charged.
          body: { expectedPrice: service.price, ...(answers.length > 0 ? { answers } : {}) },
        });
        notify.success(message || "Service Booked Successfully", {
          description: data.bookingReference
            ? `${data.serviceTitle} · Booking ${data.bookingReference}`
            : data.serviceTitle,
        });
        return "booked";
      } catch (error) {
        // A missing or refused answer is said at its field in the dialog, not in a toast.
        const refusal = answersRefusal(error);
        if (refusal !== null && onRefused(refusal)) return "answer_refused";
        if (refusal !== null) {
          // About the answers but no one question (a question the service no longer asks):
          // the API's own words.
          notify.error("Booking Failed", { description: refusal });
          return "failed";
        }
        if (error instanceof ApiClientError && error.code === "already_booked") {
          notify.error(ALREADY_BOOKED);
          return "already_booked";
        }
        if (error instanceof ApiClientError && error.code === "price_changed") {
          notify.error("Price Changed", { description: error.message });
          return "price_changed";
        }
        if (error instanceof ApiClientError && error.code === "insufficient_balance") {
          const details = error.details ?? {};
          const description =
            typeof details.description === "string"
              ? details.description
              : typeof details.shortBy === "number"
                ? shortByMessage(details.shortBy)
                : undefined;
          notify.error("Insufficient Balance", { description });
          return "insufficient_balance";
        }
        notify.error("Booking Failed", {
          description:
            error instanceof ApiClientError
              ? bookingFailedDescription(error)
              : BOOKING_FAILED_DESCRIPTION,
        });
        return "failed";
      } finally {
        setBookingId(null);
      }
    },
    [],
  );

  return { book, bookingId };
}
