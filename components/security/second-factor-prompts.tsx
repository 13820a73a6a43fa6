"use client";

import { useEffect, useRef, useState } from "react";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { setEnrolmentNotice, setFreshProofPrompt } from "@/lib/api/client";
import type { EnrolmentRequiredDialogProps } from "./enrolment-required-dialog";
import type { StepUpDialogProps } from "./step-up-dialog";

const StepUpDialog = lazyDialog(
  () => import("./step-up-dialog").then((module) => module.StepUpDialog),
  (props: StepUpDialogProps) => props.open,
);

const EnrolmentRequiredDialog = lazyDialog(
  () => import("./enrolment-required-dialog").then((module) => module.EnrolmentRequiredDialog),
  (props: EnrolmentRequiredDialogProps) => props.open,
);

/**
 * Mounted once on signed-in pages: answers the API client's second-factor refusals. A call that
 * needs a fresh proof opens the step-up dialog and goes through once it is given; a call the
 * account needs a second factor for says where to set one up. Both dialogs load on first use.
 */
export function SecondFactorPrompts() {
  const [asking, setAsking] = useState(false);
  const [enrol, setEnrol] = useState(false);
  // Whoever waits for the dialog's answer: the API client's refused call.
  const answer = useRef<((proved: boolean) => void) | null>(null);

  useEffect(() => {
    const stopPrompt = setFreshProofPrompt(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setAsking(true);
        }),
    );
    const stopNotice = setEnrolmentNotice(() => setEnrol(true));
    return () => {
      stopPrompt();
      stopNotice();
      // Leaving the page: the waiting call is refused as it was, not left hanging.
      answer.current?.(false);
      answer.current = null;
    };
  }, []);

  function done(proved: boolean) {
    answer.current?.(proved);
    answer.current = null;
    setAsking(false);
  }

  return (
    <>
      <StepUpDialog open={asking} onDone={done} />
      <EnrolmentRequiredDialog open={enrol} onOpenChange={setEnrol} />
    </>
  );
}
