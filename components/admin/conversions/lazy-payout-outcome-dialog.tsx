"use client";

import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { PayoutOutcomeDialogProps } from "./payout-outcome-dialog";

/** Confirm a processing payout or mark it failed: loaded when a button that opens it is near. */
export const PayoutOutcomeDialog = lazyDialog(
  () => import("./payout-outcome-dialog").then((module) => module.PayoutOutcomeDialog),
  (props: PayoutOutcomeDialogProps) => props.settling !== null,
);
