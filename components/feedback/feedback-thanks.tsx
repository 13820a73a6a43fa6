import { Heart } from "lucide-react";
import { SuccessPanel } from "@/components/ui/success-panel";
import type { FeedbackReturn } from "@/lib/validations/feedback-query";

interface FeedbackThanksProps {
  serviceTitle: string;
  /** The organization whose delivery publishes the review, when it is held until then. */
  heldFor: string | null;
  /** Where the page moves next: home, or My Bookings when opened from there. */
  back: FeedbackReturn;
}

/** docs/spec.md section 4: the thanks state after a review is saved, shown until the page moves on. */
export function FeedbackThanks({ serviceTitle, heldFor, back }: FeedbackThanksProps) {
  return (
    <SuccessPanel
      id="feedback-thanks-title"
      icon={<Heart aria-hidden="true" className="size-12 fill-success/15 text-success" />}
      title="Thank You!"
      going={back.going}
      href={back.href}
      goLabel={back.href === "/" ? "Go home now" : "Go to My Bookings now"}
    >
      {heldFor ? (
        <p className="text-pretty">
          Your rating of <strong className="font-semibold break-words">{serviceTitle}</strong> is
          saved. It will appear on the service once <span className="break-words">{heldFor}</span>{" "}
          delivers your booking.
        </p>
      ) : (
        <p className="text-pretty">
          Your feedback on <strong className="font-semibold break-words">{serviceTitle}</strong>{" "}
          helps other people choose.
        </p>
      )}
    </SuccessPanel>
  );
}
