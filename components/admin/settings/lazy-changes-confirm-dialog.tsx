"use client";

import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { ChangesConfirmDialogProps } from "./changes-confirm-dialog";

/** The confirmation of a save's changes, fetched when the form is first focused or a save asks. */
export const ChangesConfirmDialog = lazyDialog(
  () => import("./changes-confirm-dialog").then((module) => module.ChangesConfirmDialog),
  (props: ChangesConfirmDialogProps) => props.confirmations !== null,
);
