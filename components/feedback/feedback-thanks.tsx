import Link from "next/link";
import { Heart } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
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
    <section
      aria-labelledby="feedback-thanks-title"
      className="flex flex-col items-center gap-4 rounded-xl border border-success/40 bg-success/5 px-6 py-10 text-center"
    >
      <Heart aria-hidden="true" className="size-12 fill-success/15 text-success" />
      <div className="space-y-1.5">
        <h2 id="feedback-thanks-title" className="text-xl font-semibold">
          Thank You!
        </h2>
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
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Redirecting" />
        {back.going}
      </p>
      <Link href={back.href} className={buttonVariants({ variant: "outline" })}>
        {back.href === "/" ? "Go home now" : "Go to My Bookings now"}
      </Link>
    </section>
  );
}
