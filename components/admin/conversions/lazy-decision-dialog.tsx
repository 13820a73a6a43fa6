"use client";

import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { DecisionDialogProps } from "./decision-dialog";

/**
 * Approve or reject one request: the dialog's code is fetched when Approve or Reject is near, with
 * the confirmation it draws (itself loaded on first open) in the same breath rather than after.
 */
export const DecisionDialog = lazyDialog(
  () =>
    Promise.all([import("./decision-dialog"), import("@/components/ui/confirm-dialog-body")]).then(
      ([module]) => module.DecisionDialog,
    ),
  (props: DecisionDialogProps) => props.pending !== null,
);
