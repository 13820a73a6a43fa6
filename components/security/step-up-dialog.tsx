"use client";

import { SecondFactorForm } from "@/components/auth/second-factor-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FRESH_PROOF_MINUTES } from "@/lib/auth/second-factor";

export interface StepUpDialogProps {
  open: boolean;
  /** true once a second factor was given, false when the person gave up. */
  onDone: (proved: boolean) => void;
}

/**
 * "Confirm it's you": an action that moves money or power was refused for want of a recent
 * second factor; once one is given here, the action goes through without being asked again
 * (lib/api/client.ts repeats it). Loaded on first use by SecondFactorPrompts.
 */
export function StepUpDialog({ open, onDone }: StepUpDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onDone(false))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm it&apos;s you</DialogTitle>
          <DialogDescription>
            This action needs your second factor from the last {FRESH_PROOF_MINUTES} minutes.
          </DialogDescription>
        </DialogHeader>
        <SecondFactorForm
          variant="dialog"
          submitLabel="Confirm"
          workingLabel="Confirming..."
          onProved={() => onDone(true)}
          cancel={
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
