"use client";

import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { RateConfirmDialogProps } from "./rate-confirm-dialog";

/** The rate confirmation, fetched when the server first asks for one (most saves never do). */
export const RateConfirmDialog = lazyDialog(
  () => import("./rate-confirm-dialog").then((module) => module.RateConfirmDialog),
  (props: RateConfirmDialogProps) => props.confirmations !== null,
);
