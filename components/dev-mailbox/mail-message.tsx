import { ChevronRight } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { MAIL_SUPPRESSED, type DevMail } from "@/lib/mail/mail-types";
import { LinkifiedText } from "./linkified-text";

/**
 * One kept email: the envelope as the summary, the text (with live links) when expanded. Its time
 * reads in the viewer's zone, like every date in the app (dateStyleFor).
 */
export function MailMessage({ mail, dateStyle }: { mail: DevMail; dateStyle: DateStyle }) {
  return (
    <details
      data-mail-id={mail.id}
      className="group rounded-xl border bg-card text-card-foreground shadow-xs open:shadow-sm"
    >
      <summary className="flex cursor-pointer list-none items-start gap-3 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:items-center [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90 sm:mt-0"
        />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words">{mail.subject}</span>
          <span className="mt-0.5 block text-sm break-all text-muted-foreground">To {mail.to}</span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1.5">
          <Badge variant="secondary">{mail.kind}</Badge>
          {mail.suppressed ? <Badge variant="outline">{MAIL_SUPPRESSED}</Badge> : null}
          <time
            dateTime={mail.createdAt}
            className="text-xs whitespace-nowrap text-muted-foreground"
          >
            {formatDateTime(mail.createdAt, dateStyle)}
          </time>
        </span>
      </summary>
      <div className="border-t px-4 py-4 sm:px-11">
        {mail.text.trim() ? (
          <p className="text-sm leading-6 break-words whitespace-pre-wrap">
            <LinkifiedText text={mail.text} />
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">This message has no plain-text part.</p>
        )}
      </div>
    </details>
  );
}
