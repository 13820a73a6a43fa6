"use client";

// Toasts, one rule for the whole product: a toast tells the outcome of something a person did
// (signed in, paid, booked, could not save); a problem with what they typed is shown at its field
// instead (useFormError, FormError). At most one error toast is on screen, and the next outcome
// replaces it, so a fixed problem never lingers above its success ('Rating Required' under
// 'Thank You!'). Every toast goes through here (an ESLint rule keeps sonner out of the rest).
import { toast, type ExternalToast } from "sonner";

/** The one slot error toasts share: a new error replaces the last, a success removes it. */
const ERROR_TOAST_ID = "outcome-error";

type ToastOptions = Pick<ExternalToast, "description" | "action" | "duration">;

export const notify = {
  success(title: string, options?: ToastOptions) {
    toast.dismiss(ERROR_TOAST_ID);
    return toast.success(title, options);
  },
  /** Neither success nor failure ('Payment Cancelled'): still a new outcome. */
  info(title: string, options?: ToastOptions) {
    toast.dismiss(ERROR_TOAST_ID);
    return toast(title, options);
  },
  error(title: string, options?: ToastOptions) {
    return toast.error(title, { ...options, id: ERROR_TOAST_ID });
  },
  /** The problem an error toast told of is gone (the balance now covers the price). */
  clearError() {
    toast.dismiss(ERROR_TOAST_ID);
  },
};
