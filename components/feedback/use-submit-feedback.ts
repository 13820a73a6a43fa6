"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { notify } from "@/lib/notify";
import { apiRequest, errorMessage } from "@/lib/api/client";

/** SPEC.md section 4: feedback goes idle -> submitting -> thanks, then to / after 1.5 s. */
export const THANKS_REDIRECT_MS = 1500;

export type FeedbackStep = "idle" | "submitting" | "thanks";

interface FeedbackInput {
  rating: number;
  comment: string;
}

/** Sends the review (POST /api/v1/services/:id/reviews) for one booking. */
export function useSubmitFeedback(serviceId: string, bookingId: string) {
  const router = useRouter();
  const [step, setStep] = useState<FeedbackStep>("idle");
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null);
  const sending = useRef(false);

  useEffect(() => {
    if (step !== "thanks") return;
    const timer = window.setTimeout(() => router.push("/"), THANKS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [step, router]);

  const submit = useCallback(
    async ({ rating, comment }: FeedbackInput) => {
      if (sending.current) return;
      sending.current = true;
      setStep("submitting");
      setProblem(null);
      try {
        const text = comment.trim();
        const { message } = await apiRequest(
          `/api/v1/services/${encodeURIComponent(serviceId)}/reviews`,
          { method: "POST", body: { rating, bookingId, ...(text ? { comment: text } : {}) } },
        );
        notify.success(message || "Thank You!", {
          description: "Your feedback helps other people choose.",
        });
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

  return { submit, step, problem };
}
