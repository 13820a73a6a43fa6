import Link from "next/link";
import { Heart } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** SPEC.md section 4: the thanks state after a review is saved, shown until the move to /. */
export function FeedbackThanks({ serviceTitle }: { serviceTitle: string }) {
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
        <p className="text-pretty">
          Your feedback on <strong className="font-semibold break-words">{serviceTitle}</strong>{" "}
          helps other people choose.
        </p>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Redirecting" />
        Taking you home...
      </p>
      <Link href="/" className={buttonVariants({ variant: "outline" })}>
        Go home now
      </Link>
    </section>
  );
}
