"use client";

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { SECOND_FACTOR_MESSAGES, SECURITY_SETTINGS_PATH } from "@/lib/auth/second-factor";

export interface EnrolmentRequiredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * An action refused because the account has no second factor yet (an organization asking for a
 * conversion): where to set one up. Loaded on first use by SecondFactorPrompts.
 */
export function EnrolmentRequiredDialog({ open, onOpenChange }: EnrolmentRequiredDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Two-step verification needed</AlertDialogTitle>
          <AlertDialogDescription>
            {SECOND_FACTOR_MESSAGES.required} Actions that move money need a second factor: an
            authenticator app or a passkey.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Not now</AlertDialogCancel>
          <Link
            href={SECURITY_SETTINGS_PATH}
            className={buttonVariants()}
            onClick={() => onOpenChange(false)}
          >
            Set up two-step verification
          </Link>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
