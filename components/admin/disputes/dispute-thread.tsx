"use client";

import { useState } from "react";
import { MessagesSquare } from "lucide-react";
import { ThreadEntry } from "@/components/messages/thread-entry";
import { entryLabel, entryPlacement, startsRun } from "@/components/messages/thread-layout";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { callApi, errorMessage } from "@/lib/api/client";
import { adminDisputesMessages } from "@/lib/api/endpoints/admin-disputes";
import type { DateStyle } from "@/lib/format/date-time";
import type { BookingThreadView } from "@/lib/schemas/booking-messages";
import { NO_THREAD_MESSAGES, SHOW_MESSAGES, THREAD_READ_AUDITED } from "./dispute-thread-messages";

type ThreadState =
  | { status: "hidden" }
  | { status: "loading" }
  | { status: "failed"; error: unknown }
  | { status: "shown"; thread: BookingThreadView };

/**
 * The booking's thread on the dispute's case file, read only. It is read when the admin asks
 * (each reading is written to the audit log, so opening the page alone records nothing) and
 * once: no polling, no reading again on focus.
 */
export function DisputeThread({
  disputeId,
  dateStyle,
}: {
  disputeId: string;
  dateStyle: DateStyle;
}) {
  const [state, setState] = useState<ThreadState>({ status: "hidden" });
  const read = () => {
    setState({ status: "loading" });
    callApi(adminDisputesMessages, { params: { id: disputeId } }).then(
      (answer) => setState({ status: "shown", thread: answer.data }),
      (error: unknown) => setState({ status: "failed", error }),
    );
  };

  if (state.status === "hidden") {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted-foreground">{THREAD_READ_AUDITED}</p>
        <Button type="button" variant="outline" onClick={read} data-testid="show-thread">
          <MessagesSquare aria-hidden="true" />
          {SHOW_MESSAGES}
        </Button>
      </div>
    );
  }
  if (state.status === "loading") {
    return (
      <div role="status" aria-label="Loading messages" className="space-y-3">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="ms-auto h-12 w-1/2" />
      </div>
    );
  }
  if (state.status === "failed") {
    return (
      <LoadError
        titleAs="h3"
        title="Couldn't load the messages"
        message={errorMessage(state.error)}
        onRetry={read}
        data-testid="thread-error"
      />
    );
  }
  const { entries } = state.thread;
  const wroteNothing = !entries.some((entry) => entry.kind === "message");
  return (
    <div className="space-y-3" data-testid="dispute-thread">
      <p className="text-sm text-muted-foreground">
        Oldest first: the customer&apos;s messages on the left, the organization&apos;s on the
        right, the delivery and the statements across.
      </p>
      {wroteNothing ? (
        <p className="text-sm font-medium" data-testid="dispute-thread-empty">
          {NO_THREAD_MESSAGES}
        </p>
      ) : null}
      {entries.length > 0 ? (
        <ol aria-label="Messages" className="space-y-2">
          {entries.map((entry, index) => (
            <ThreadEntry
              key={entry.id}
              entry={entry}
              // Read as the organization's side would be placed: the two sides stay apart.
              placement={entryPlacement(entry, "organization")}
              label={entryLabel(entry)}
              named={startsRun(entries, index)}
              dateStyle={dateStyle}
            />
          ))}
        </ol>
      ) : null}
    </div>
  );
}
