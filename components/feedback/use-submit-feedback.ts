"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { notify } from "@/lib/notify";
import { callApi, errorMessage } from "@/lib/api/client";
import { catalogReview } from "@/lib/api/endpoints/catalog";
import { HELD_DESCRIPTION } from "./feedback-messages";

/** docs/spec.md section 4: feedback goes idle -> submitting -> thanks, then to / after 1.5 s. */
const THANKS_REDIRECT_MS = 1500;

export type FeedbackStep = "idle" | "submitting" | "thanks";

interface FeedbackInput {
  rating: number;
  comment: string;
}

/**
 * Sends the review (POST bookings.review) for one booking, then moves to `returnTo`
 * (home, or My Bookings when the page was opened from there). `held` says the server keeps the
 * review private until the booking completes.
 */
export function useSubmitFeedback(serviceId: string, bookingId: string, returnTo: string) {
  const router = useRouter();
  const [step, setStep] = useState<FeedbackStep>("idle");
  const [held, setHeld] = useState(false);
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null);
  const sending = useRef(false);

  useEffect(() => {
    if (step !== "thanks") return;
    const timer = window.setTimeout(() => router.push(returnTo), THANKS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [step, router, returnTo]);

  const submit = useCallback(
    async ({ rating, comment }: FeedbackInput) => {
      if (sending.current) return;
      sending.current = true;
      setStep("submitting");
      setProblem(null);
      try {
        const text = comment.trim();
        const { data, message } = await callApi(catalogReview, {
          params: { id: serviceId },
          body: { rating, bookingId, ...(text ? { comment: text } : {}) },
        });
        notify.success(message || "Thank You!", {
          description: data.held ? HELD_DESCRIPTION : "Your feedback helps other people choose.",
        });
        setHeld(data.held);
        setStep("thanks");
      } catch (error) {
        sending.current = false;
        setStep("idle");
        const message = errorMessage(error);
        notify.error("Feedback not sent", { description: message });
        setProblem((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 }));
      }
    },
    [bookingId, serviceId],
  );

  return { submit, step, problem, held };
}
