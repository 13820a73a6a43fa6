"use client";

import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { ThreadDialogProps } from "./thread-dialog";

/** A booking's thread, its dialog and composer fetched when a Messages button is near. */
export const ThreadDialog = lazyDialog(
  () => import("./thread-dialog").then((module) => module.ThreadDialog),
  (props: ThreadDialogProps) => props.open,
);
