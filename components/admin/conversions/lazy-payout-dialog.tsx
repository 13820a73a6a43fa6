"use client";

import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { PayoutDialogProps } from "./payout-dialog";

/** A request's payout details, fetched when a "Payout details" button is near. */
export const PayoutDialog = lazyDialog(
  () => import("./payout-dialog").then((module) => module.PayoutDialog),
  (props: PayoutDialogProps) => props.conversion !== null,
);
