"use client";

import { useEffect, useRef } from "react";
import { MessagesSquare } from "lucide-react";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api/client";
import type { DateStyle } from "@/lib/format/date-time";
import type { BookingSide, BookingThreadView } from "@/lib/schemas/booking-messages";
import { markThreadRead, sendThreadMessage, useBookingThread } from "@/lib/swr/use-booking-thread";
import { MessageComposer } from "./message-composer";
import { EMPTY_THREAD } from "./messages-texts";
import { ThreadEntry } from "./thread-entry";
import { entryLabel, entryPlacement, startsRun } from "./thread-layout";

interface BookingThreadProps {
  bookingId: string;
  /** Whose screen this is: their messages sit on the right. */
  side: BookingSide;
  dateStyle: DateStyle;
  /** The thread was marked read: the booking's unread count is now 0. */
  onRead: () => void;
}

/**
 * A booking's thread for one of its parties: the entries oldest first, then the composer (or why
 * nothing can be sent any more). Marked read when it opens and whenever new entries arrive.
 */
export function BookingThread({ bookingId, side, dateStyle, onRead }: BookingThreadProps) {
  const { data, error, isLoading, mutate } = useBookingThread(side, bookingId);
  const last = data?.entries.at(-1)?.id ?? null;
  const end = useRef<HTMLDivElement>(null);
  const readUpTo = useRef<string | null | undefined>(undefined);
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });

  useEffect(() => {
    if (!data || readUpTo.current === last) return;
    readUpTo.current = last;
    end.current?.scrollIntoView?.({ block: "end" });
    // Marking read is bookkeeping: a failure leaves the count, read again next time.
    markThreadRead(side, bookingId).then(
      () => onReadRef.current(),
      () => undefined,
    );
  }, [data, last, side, bookingId]);

  if (isLoading && !data) return <ThreadSkeleton />;
  if (!data) {
    return (
      <LoadError
        titleAs="h3"
        title="Couldn't load the messages"
        message={errorMessage(error)}
        onRetry={() => void mutate()}
        data-testid="thread-error"
      />
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <div className="min-h-0 flex-1 overflow-y-auto" data-testid="thread-entries">
        {data.entries.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">
            <MessagesSquare aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="max-w-sm text-sm text-balance text-muted-foreground">{EMPTY_THREAD}</p>
          </div>
        ) : (
          <ol aria-label="Messages" className="space-y-2">
            {data.entries.map((entry, index) => (
              <ThreadEntry
                key={entry.id}
                entry={entry}
                placement={entryPlacement(entry, side)}
                label={entryLabel(entry)}
                named={startsRun(data.entries, index)}
                dateStyle={dateStyle}
              />
            ))}
          </ol>
        )}
        <div ref={end} />
      </div>
      {data.canSend ? (
        <MessageComposer
          send={(message) => sendThreadMessage({ side, id: bookingId, message })}
          onSent={(entry) =>
            void mutate(
              (thread: BookingThreadView | undefined) =>
                thread ? { ...thread, entries: [...thread.entries, entry] } : thread,
              { revalidate: true },
            )
          }
        />
      ) : (
        <p data-testid="thread-closed" className="border-t pt-4 text-sm text-muted-foreground">
          {data.closedReason}
        </p>
      )}
    </div>
  );
}

function ThreadSkeleton() {
  return (
    <div role="status" aria-label="Loading messages" className="space-y-3">
      <Skeleton className="h-12 w-2/3" />
      <Skeleton className="ms-auto h-12 w-1/2" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}
