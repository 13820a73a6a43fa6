"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { DialogActions, DialogFrame, DialogHeading } from "@/components/data/dialog-frame";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError, callApi, errorMessage } from "@/lib/api/client";
import {
  adminConversionsConfirmPayout,
  adminConversionsFailPayout,
} from "@/lib/api/endpoints/admin-conversions";
import type { AdminConversion } from "@/lib/schemas/admin-conversions";
import {
  FAILURE_REASON_REQUIRED,
  PAYOUT_CONFIRMED_TITLE,
  PAYOUT_FAILED_TITLE,
  PAYOUT_REFERENCE_INVALID,
  SENT_IN_FUTURE,
  SENT_ON_INVALID,
} from "@/lib/conversions/admin-messages";
import { payoutSentence } from "@/lib/conversions/payout-words";
import { dayKeyOf } from "@/lib/dashboard/calendar";
import type { DateStyle } from "@/lib/format/date-time";
import { notify } from "@/lib/notify";
import { PAYOUT_REFERENCE_PATTERN } from "@/lib/validations/conversions-values";
import { describeConversion, TO_PAY_HEADING } from "./admin-conversion-row";

export type PayoutOutcome = "paid" | "failed";

export interface PayoutOutcomeDialogProps {
  settling: { conversion: AdminConversion; outcome: PayoutOutcome } | null;
  dateStyle: DateStyle;
  onClose: () => void;
  /** After the payout was settled, or found settled by someone else: every list again. */
  onSettled: () => void;
}

type Field = "reference" | "sentOn" | "reason";
type Errors = Partial<Record<Field, string>>;

/** The fields' own checks, the server's words; the server checks them again. */
function check(outcome: PayoutOutcome, values: Record<Field, string>, today: string): Errors {
  if (outcome === "failed") {
    const reason = values.reason.trim();
    return reason.length < 3 || reason.length > 500 ? { reason: FAILURE_REASON_REQUIRED } : {};
  }
  const errors: Errors = {};
  if (!PAYOUT_REFERENCE_PATTERN.test(values.reference.replace(/\s+/g, ""))) {
    errors.reference = PAYOUT_REFERENCE_INVALID;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.sentOn)) errors.sentOn = SENT_ON_INVALID;
  else if (values.sentOn > today) errors.sentOn = SENT_IN_FUTURE;
  return errors;
}

/**
 * A processing payout completed by hand: the transfer's reference and the day it was sent
 * (paid: the coins are redeemed), or why it failed (the coins go back to the organization).
 * Each field says its own error; another admin's outcome first closes it with what happened.
 */
export function PayoutOutcomeDialog({
  settling,
  dateStyle,
  onClose,
  onSettled,
}: PayoutOutcomeDialogProps) {
  const today = dayKeyOf(new Date(), dateStyle.timeZone);
  const [values, setValues] = useState<Record<Field, string>>({
    reference: "",
    sentOn: today,
    reason: "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const [working, setWorking] = useState(false);
  // Settled: the row's buttons are gone, so focus goes to the list's heading instead.
  const settled = useRef(false);
  const id = useId();
  const ids = (field: Field) => ({ input: `${id}-${field}`, error: `${id}-${field}-error` });
  const outcome = settling?.outcome ?? "paid";
  /** Where an error about no one field is said: the dialog's main field. */
  const formField: Field = outcome === "paid" ? "reference" : "reason";

  function close() {
    setValues({ reference: "", sentOn: today, reason: "" });
    setErrors({});
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!settling || working) return;
    const found = check(outcome, values, today);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(ids(Object.keys(found)[0] as Field).input)?.focus();
      return;
    }
    const params = { id: settling.conversion.id };
    setWorking(true);
    try {
      const { message } =
        outcome === "paid"
          ? await callApi(adminConversionsConfirmPayout, {
              params,
              body: { reference: values.reference, sentOn: values.sentOn },
            })
          : await callApi(adminConversionsFailPayout, {
              params,
              body: { reason: values.reason },
            });
      notify.success(
        message ?? (outcome === "paid" ? PAYOUT_CONFIRMED_TITLE : PAYOUT_FAILED_TITLE),
        {
          description: describeConversion(settling.conversion),
        },
      );
      settled.current = true;
      close();
      onSettled();
    } catch (cause) {
      if (cause instanceof ApiClientError && [404, 409].includes(cause.status)) {
        notify.error("Already settled", { description: errorMessage(cause) });
        settled.current = true;
        close();
        onSettled();
        return;
      }
      // A refused field says why beside it; anything else under the form.
      const issue = cause instanceof ApiClientError ? cause.issues?.[0] : undefined;
      const field = (["reference", "sentOn", "reason"] as const).find((f) => f === issue?.path);
      setErrors(field && issue ? { [field]: issue.message } : { [formField]: errorMessage(cause) });
    } finally {
      setWorking(false);
    }
  }

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const describedBy = (field: Field) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": ids(field).error } : {};
  const errorOf = (field: Field) =>
    errors[field] ? (
      <p id={ids(field).error} role="alert" className="text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;

  return (
    <DialogFrame
      open={settling !== null}
      onClose={close}
      locked={working}
      onCloseAutoFocus={(event) => {
        if (!settled.current) return;
        settled.current = false;
        event.preventDefault();
        document.getElementById(TO_PAY_HEADING)?.focus();
      }}
    >
      {settling ? (
        <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
          <DialogHeading
            title={outcome === "paid" ? "Confirm this payout" : "Mark this payout failed"}
            description={
              outcome === "paid"
                ? `${payoutSentence(settling.conversion)}. Record the transfer once it has been sent: the held coins are redeemed and ${settling.conversion.orgName} is told the date and reference.`
                : `${describeConversion(settling.conversion)}: the held coins go back to the organization's earnings, and it is told why.`
            }
          />
          {outcome === "paid" ? (
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem]">
              <div className="space-y-1.5">
                <Label htmlFor={ids("reference").input}>
                  Transfer reference (UTR or bank ref.)
                </Label>
                <Input
                  id={ids("reference").input}
                  value={values.reference}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={60}
                  className="font-mono uppercase"
                  disabled={working}
                  onChange={(event) => set("reference")(event.target.value)}
                  {...describedBy("reference")}
                />
                {errorOf("reference")}
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={ids("sentOn").input}>Date sent</Label>
                <Input
                  id={ids("sentOn").input}
                  type="date"
                  value={values.sentOn}
                  max={today}
                  disabled={working}
                  onChange={(event) => set("sentOn")(event.target.value)}
                  {...describedBy("sentOn")}
                />
                {errorOf("sentOn")}
              </div>
            </div>
          ) : (
            <div className="space-y-1.5">
              <Label htmlFor={ids("reason").input}>Why it failed</Label>
              <Textarea
                id={ids("reason").input}
                value={values.reason}
                maxLength={500}
                disabled={working}
                placeholder="e.g. The bank returned the transfer: the account is closed."
                onChange={(event) => set("reason")(event.target.value)}
                {...describedBy("reason")}
              />
              {errorOf("reason")}
            </div>
          )}
          <DialogActions
            onCancel={close}
            busy={working}
            submit={
              outcome === "paid"
                ? { label: working ? "Confirming..." : "Confirm payout" }
                : { label: working ? "Saving..." : "Mark failed", variant: "destructive" }
            }
          />
        </form>
      ) : null}
    </DialogFrame>
  );
}
