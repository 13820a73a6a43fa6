import { ChevronRight } from "lucide-react";
import { AttachmentList } from "./attachments/attachment-list";
import { BRIEF_TITLE } from "./brief-answers";
import type { BookingAnswer } from "@/lib/bookings/booking-types";
import { formatQuantity } from "@/lib/format/coins";

/**
 * The brief a customer gave at booking, as both sides see it on the booking: each question as it
 * was asked and its answer (a file as a link that opens it). Folded to one line until opened, so
 * a list of bookings stays short on a phone.
 */
export function BookingBrief({ answers }: { answers: readonly BookingAnswer[] }) {
  if (answers.length === 0) return null;
  return (
    <details data-testid="booking-brief" className="group text-sm">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-90 motion-reduce:transition-none"
        />
        {BRIEF_TITLE}
        <span className="font-normal text-muted-foreground">
          · {formatQuantity(answers.length, "answer", "answers")}
        </span>
      </summary>
      <dl className="mt-2 space-y-3 border-s-2 ps-3">
        {answers.map((answer) => (
          <div key={answer.questionId} className="min-w-0 space-y-1">
            <dt className="text-xs break-words text-muted-foreground">{answer.prompt}</dt>
            <dd className="min-w-0">
              {answer.file ? (
                <AttachmentList files={[answer.file]} label={`File for "${answer.prompt}"`} />
              ) : (
                <p className="break-words whitespace-pre-wrap">{answer.text ?? ""}</p>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
