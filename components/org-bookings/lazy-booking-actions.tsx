"use client";

import { lazy, type ComponentProps } from "react";
import { AfterHydration } from "@/components/site/after-hydration";
import { ACTION_BUTTONS_CLASS, ActionButton, orgActionsFor } from "./action-button";

// The dialogs behind Deliver, Cancel and the answers to a request or a dispute (Radix's dialogs
// with their focus trap and scroll lock, and the forms) load right after the dashboard instead of
// with it.
const BookingActions = lazy(() =>
  import("./booking-actions").then((module) => ({ default: module.BookingActions })),
);

type BookingActionsProps = ComponentProps<typeof BookingActions>;

/**
 * The row's buttons, drawn at once (server render and hydration) and disabled until their
 * dialogs' code is in, so a click never lands on a button that cannot open one yet.
 */
export function LazyBookingActions(props: BookingActionsProps) {
  const placeholder = (
    <div className={ACTION_BUTTONS_CLASS}>
      {orgActionsFor(props.booking).map((action) => (
        <ActionButton key={action} action={action} booking={props.booking} disabled />
      ))}
    </div>
  );
  return (
    <AfterHydration placeholder={placeholder}>
      <BookingActions {...props} />
    </AfterHydration>
  );
}
