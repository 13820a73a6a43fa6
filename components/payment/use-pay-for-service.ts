"use client";

import { useCallback, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { notify } from "@/lib/notify";
import {
  BOOKING_FAILED_DESCRIPTION,
  shortByMessage,
} from "@/modules/catalog/components/use-book-service";
import { ALREADY_BOOKED, bookingFailedDescription } from "@/lib/bookings/messages";
import type { BookWith } from "@/modules/catalog/components/use-book-service";
import { answersRefusal } from "@/modules/catalog/components/use-book-service";
import { newIdempotencyKey } from "@/lib/api/idempotency-key";
import { ApiClientError, callApi } from "@/lib/api/client";
import { catalogBook } from "@/lib/api/endpoints/catalog";
import { refreshWalletBalance } from "@/lib/swr/use-wallet-balance";
import { feedbackHref } from "@/lib/validations/feedback-href";
import {
  ADD_MORE_COINS,
  INSUFFICIENT_BALANCE,
  PAYMENT_SUCCESSFUL,
  bookedDescription,
} from "./checkout-math";
import { rememberPaid } from "./use-paid-here";

export type PayStep = "idle" | "processing" | "paid";

/** Statuses after which what the server rendered is out of date (booking taken, service gone). */
const STALE_PAGE_STATUSES = new Set([401, 403, 404, 409]);

/**
 * Pays for one service with coins (POST bookings.book), then goes to the feedback page.
 * One Idempotency-Key per visit of the page: a double click, a retry after a lost answer or a
 * second tab's click of the same page books once, and a retry after a refusal still books.
 */
export function usePayForService(serviceId: string, price: number) {
  const router = useRouter();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);
  const [step, setStep] = useState<PayStep>("idle");
  /** What went wrong with the last attempt, kept on screen (a toast disappears). */
  const [problem, setProblem] = useState<string | null>(null);

  const pay = useCallback(
    async ({ answers, onRefused }: BookWith) => {
      // A second click before the first re-render disabled the button changes nothing.
      if (inFlight.current) return;
      inFlight.current = true;
      setStep("processing");
      setProblem(null);
      try {
        const { data } = await callApi(catalogBook, {
          params: { id: serviceId },
          headers: { "idempotency-key": idempotencyKey },
          // The price on the screen: if it changed meanwhile, nothing is booked.
          body: { expectedPrice: price, ...(answers.length > 0 ? { answers } : {}) },
        });
        notify.success(PAYMENT_SUCCESSFUL, { description: bookedDescription(data.serviceTitle) });
        rememberPaid(serviceId);
        setStep("paid");
        router.push(
          feedbackHref({
            service: data.serviceTitle,
            serviceId: data.serviceId,
            bookingId: data.id,
          }),
        );
        void refreshWalletBalance();
      } catch (error) {
        inFlight.current = false;
        setStep("idle");
        // A missing or refused answer is said at its field, above Pay.
        const refusal = answersRefusal(error);
        if (refusal !== null && onRefused(refusal)) return;
        if (refusal !== null) {
          // About the answers but no one question (the service's questions changed): the API's
          // words, and the page redrawn with the questions as they are now.
          notify.error("Booking Failed", { description: refusal });
          setProblem(refusal);
          router.refresh();
          return;
        }
        if (error instanceof ApiClientError && error.code === "already_booked") {
          notify.error(ALREADY_BOOKED);
          // The page then shows the booking, with the way to its feedback.
          router.refresh();
          return;
        }
        if (error instanceof ApiClientError && error.code === "price_changed") {
          notify.error("Price Changed", { description: error.message });
          setProblem(error.message);
          // Redraw with the current price; paying again agrees to it.
          router.refresh();
          return;
        }
        if (error instanceof ApiClientError && error.code === "insufficient_balance") {
          const shortBy = error.details?.shortBy;
          notify.error(INSUFFICIENT_BALANCE, { description: ADD_MORE_COINS });
          setProblem(typeof shortBy === "number" ? shortByMessage(shortBy) : ADD_MORE_COINS);
          // The balance changed since the page was drawn (another tab): show the real one.
          void refreshWalletBalance();
          return;
        }
        if (error instanceof ApiClientError && error.code === "rate_limited") {
          // Booked and cancelled too often: the answer says how long to wait.
          notify.error("Booking Failed", { description: bookingFailedDescription(error) });
          setProblem(error.message);
          return;
        }
        notify.error("Booking Failed", { description: BOOKING_FAILED_DESCRIPTION });
        if (error instanceof ApiClientError && STALE_PAGE_STATUSES.has(error.status)) {
          setProblem(error.message);
          router.refresh();
          return;
        }
        setProblem(
          `${BOOKING_FAILED_DESCRIPTION} Trying again is safe: this page can never charge you twice.`,
        );
      }
    },
    [idempotencyKey, price, router, serviceId],
  );

  return { pay, step, problem };
}
