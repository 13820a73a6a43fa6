"use client";

import { lazy, type ComponentProps } from "react";
import { AfterHydration } from "@/components/site/after-hydration";
import { SETTLE_BUTTONS_CLASS, SettleButton } from "./settle-button";

// The confirmations behind Mark delivered and Cancel (Radix's alert dialog with its focus trap
// and scroll lock, about 15 KB) load right after the dashboard instead of with it.
const BookingActions = lazy(() =>
  import("./booking-actions").then((module) => ({ default: module.BookingActions })),
);

type BookingActionsProps = ComponentProps<typeof BookingActions>;

/**
 * The row's two buttons, drawn at once (server render and hydration) and disabled until their
 * confirmations' code is in, so a click never lands on a button that cannot open one yet.
 */
export function LazyBookingActions(props: BookingActionsProps) {
  const placeholder = (
    <div className={SETTLE_BUTTONS_CLASS}>
      <SettleButton action="complete" booking={props.booking} disabled />
      <SettleButton action="cancel" booking={props.booking} disabled />
    </div>
  );
  return (
    <AfterHydration placeholder={placeholder}>
      <BookingActions {...props} />
    </AfterHydration>
  );
}
