"use client";

import { useState, type ComponentType } from "react";
import { DialogFrame } from "@/components/data/dialog-frame";
import type { BookingDialogProps } from "./booking-dialog";

/** What a booking's form takes inside its dialog. */
export type BookingFormProps<B> = BookingDialogProps<B> & {
  /** Told when sending starts and ends: the dialog holds still meanwhile. */
  onSavingChange: (saving: boolean) => void;
};

/**
 * The dialog of a booking's form: the form is drawn afresh each time it opens (nothing typed
 * before stays), and while it sends, the dialog stays open.
 */
export function bookingFormDialog<B>(Form: ComponentType<BookingFormProps<B>>) {
  return function BookingFormDialog(props: BookingDialogProps<B>) {
    const [locked, setLocked] = useState(false);
    return (
      <DialogFrame
        open={props.open}
        onClose={props.onClose}
        locked={locked}
        onCloseAutoFocus={props.onCloseAutoFocus}
      >
        {props.open ? <Form {...props} onSavingChange={setLocked} /> : null}
      </DialogFrame>
    );
  };
}
