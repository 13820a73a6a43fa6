"use client";

import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { PayoutFormDialogProps } from "./payout-form-dialog";

/** A currency's payout details, the form and its schema fetched when a button that opens it is near. */
export const PayoutFormDialog = lazyDialog(
  () => import("./payout-form-dialog").then((module) => module.PayoutFormDialog),
  (props: PayoutFormDialogProps) => props.currency !== null,
);
