"use client";

import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; without one, the caller says where focus goes on close. */
  trigger?: ReactNode;
  onCloseAutoFocus?: (event: Event) => void;
  title: string;
  /** What is at stake and what happens (a booking's coins, a service's listing). */
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  workingLabel: string;
  /** The change runs: the dialog stays, saying so, until the server answers. */
  working: boolean;
  destructive?: boolean;
  onConfirm: () => void;
}

/** The dialog itself, loaded on first use by ConfirmDialog (./confirm-dialog.tsx). */
export function ConfirmDialogBody({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  children,
  keepLabel,
  confirmLabel,
  workingLabel,
  working,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (working ? undefined : onOpenChange(next))}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-2">{children}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={working}>{keepLabel}</AlertDialogCancel>
          <Button
            type="button"
            variant={destructive ? "destructive" : "default"}
            loading={working}
            onClick={onConfirm}
          >
            {working ? workingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
