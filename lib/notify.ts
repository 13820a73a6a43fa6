"use client";

// Toasts, one rule for the whole product: a toast tells the outcome of something a person did
// (signed in, paid, booked, could not save); a problem with what they typed is shown at its field
// instead (useFormError, FormError). At most one error toast is on screen, and the next outcome
// replaces it, so a fixed problem never lingers above its success ('Rating Required' under
// 'Thank You!'). Every toast goes through here (an ESLint rule keeps sonner out of the rest).
//
// Sonner is loaded on the first toast, not with the page: a toast always follows something that
// took a request or a click, so a page's first load carries none of it (components/site/
// lazy-toaster.tsx mounts the Toaster the same way; Sonner replays toasts made before it).
import type { ExternalToast, toast as sonnerToast } from "sonner";

/** The one slot error toasts share: a new error replaces the last, a success removes it. */
const ERROR_TOAST_ID = "outcome-error";

type ToastOptions = Pick<ExternalToast, "description" | "action" | "duration">;

let sonner: Promise<typeof sonnerToast> | null = null;

/** Runs `show` with Sonner's toast once loaded; calls keep their order (one promise chain). */
function withToast(show: (toast: typeof sonnerToast) => void): void {
  sonner ??= import("sonner").then((module) => module.toast);
  void sonner.then(show);
}

export const notify = {
  success(title: string, options?: ToastOptions) {
    withToast((toast) => {
      toast.dismiss(ERROR_TOAST_ID);
      toast.success(title, options);
    });
  },
  /** Neither success nor failure ('Payment Cancelled'): still a new outcome. */
  info(title: string, options?: ToastOptions) {
    withToast((toast) => {
      toast.dismiss(ERROR_TOAST_ID);
      toast(title, options);
    });
  },
  error(title: string, options?: ToastOptions) {
    withToast((toast) => toast.error(title, { ...options, id: ERROR_TOAST_ID }));
  },
  /** The problem an error toast told of is gone (the balance now covers the price). */
  clearError() {
    withToast((toast) => toast.dismiss(ERROR_TOAST_ID));
  },
};
