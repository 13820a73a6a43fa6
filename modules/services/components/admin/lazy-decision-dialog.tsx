"use client";

import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { DecisionDialogProps } from "./decision-dialog";

/** Approve, request changes or reject, fetched when one of those buttons is near. */
export const DecisionDialog = lazyDialog(
  () => import("./decision-dialog").then((module) => module.DecisionDialog),
  (props: DecisionDialogProps) => props.pending !== null,
);
