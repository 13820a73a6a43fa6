"use client";

import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { ServiceFormDialogProps } from "./service-form-dialog";

/** Add Service / Edit Service, its form and schema fetched when a button that opens it is near. */
export const ServiceFormDialog = lazyDialog(
  () => import("./service-form-dialog").then((module) => module.ServiceFormDialog),
  (props: ServiceFormDialogProps) => props.open,
);
