"use client";

import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useSaving } from "@/components/data/use-saving";
import { callApi } from "@/lib/api/client";
import { payoutsSave } from "@/lib/api/endpoints/payouts";
import { lazyZodResolver } from "@/components/auth/lazy-schema";
import { CHECK_ON_SUBMIT, useFormError } from "@/components/auth/use-form-error";
import { FormError } from "@/components/settings/form-message";
import { ChoiceTile } from "@/components/ui/choice-tile";
import { DialogActions, DialogFrame, DialogHeading } from "@/components/data/dialog-frame";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/auth/form-field";
import type { PayoutAccountView } from "@/lib/schemas/conversions";
import { PAYOUT_SAVED_TITLE } from "@/lib/conversions/messages";
import { METHOD_LABELS } from "@/lib/conversions/payout-methods";
import { notify } from "@/lib/notify";
import { type Currency, CURRENCY_FACTS, type PayoutMethod } from "@/lib/money/currencies";
import type { PayoutFormValues, PayoutInput } from "@/lib/validations/conversions";

// The dialog loads on first open (./lazy-payout-form-dialog); its schema and zod when the form is
// first focused.
const checkPayout = lazyZodResolver(() =>
  import("@/lib/validations/conversions").then((module) => module.payoutFormSchema),
);

type TextField = Exclude<keyof PayoutFormValues, "method">;

const FIELDS: Record<PayoutMethod, { name: TextField; label: string; placeholder: string }[]> = {
  bank_account: [
    { name: "accountNumber", label: "Account number", placeholder: "9 to 18 digits" },
    { name: "ifsc", label: "IFSC", placeholder: "HDFC0001234" },
  ],
  upi: [{ name: "upiId", label: "UPI ID", placeholder: "name@bank" }],
  iban: [
    { name: "iban", label: "IBAN", placeholder: "DE89 3704 0044 0532 0130 00" },
    { name: "bic", label: "BIC (optional)", placeholder: "COBADEFFXXX" },
  ],
  us_account: [
    { name: "accountNumber", label: "Account number", placeholder: "4 to 17 digits" },
    { name: "routingNumber", label: "Routing number (ABA)", placeholder: "9 digits" },
  ],
};

export interface PayoutFormDialogProps {
  /** The currency being set up; null keeps the dialog closed. */
  currency: Currency | null;
  current: PayoutAccountView | undefined;
  onClose: () => void;
  onSaved: (account: PayoutAccountView) => void;
  /** Where focus goes on closing, when not back to the button that opened the dialog. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Where the organization is paid in one currency. Saved details are never shown again in full. */
export function PayoutFormDialog({
  currency,
  current,
  onClose,
  onSaved,
  onCloseAutoFocus,
}: PayoutFormDialogProps) {
  return (
    <DialogFrame
      open={currency !== null}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      width="md"
      maxHeight="most"
    >
      {currency ? (
        <PayoutForm currency={currency} current={current} onCancel={onClose} onSaved={onSaved} />
      ) : null}
    </DialogFrame>
  );
}

function PayoutForm({
  currency,
  current,
  onCancel,
  onSaved,
}: {
  currency: Currency;
  current: PayoutAccountView | undefined;
  onCancel: () => void;
  onSaved: (account: PayoutAccountView) => void;
}) {
  const id = useId();
  const methods = CURRENCY_FACTS[currency].payoutMethods;
  const ids: Record<TextField, string> = {
    holderName: `${id}-holder`,
    accountNumber: `${id}-account`,
    ifsc: `${id}-ifsc`,
    upiId: `${id}-upi`,
    iban: `${id}-iban`,
    bic: `${id}-bic`,
    routingNumber: `${id}-routing`,
  };
  const form = useForm<PayoutFormValues, unknown, PayoutInput>({
    ...CHECK_ON_SUBMIT,
    resolver: checkPayout,
    defaultValues: {
      method: current?.method ?? methods[0],
      holderName: current?.holderName ?? "",
      accountNumber: "",
      ifsc: "",
      upiId: "",
      iban: "",
      bic: "",
      routingNumber: "",
    },
  });
  const { message, alertId, fieldProps, failWith, submitWith } = useFormError(form, ids);
  const method = useWatch({ control: form.control, name: "method" });
  const { save, saving } = useSaving({
    send: (values: PayoutInput) => callApi(payoutsSave, { params: { currency }, body: values }),
    onSaved: (data) => {
      notify.success(PAYOUT_SAVED_TITLE, {
        description: `${currency} payouts go to ${data.masked}.`,
      });
      onSaved(data);
    },
    onFailed: (cause) => failWith(cause),
  });

  return (
    <form
      noValidate
      onSubmit={submitWith(save, saving)}
      onFocus={checkPayout.preload}
      className="space-y-5"
      aria-label="Payout details"
    >
      <DialogHeading
        title={`${currency} payout details`}
        description={
          current
            ? `Now: ${current.masked}. Enter the details again to change them; requests already made keep theirs.`
            : "Where we pay your approved conversions in this currency. Stored encrypted; only the last digits are shown."
        }
      />
      <fieldset disabled={saving} className="space-y-4">
        {methods.length > 1 ? (
          <fieldset className="space-y-2">
            <legend className="text-sm leading-none font-medium">Paid to</legend>
            <div className="grid grid-cols-2 gap-2">
              {methods.map((option) => (
                <ChoiceTile
                  key={option}
                  selected={method === option}
                  className="items-center justify-center px-3 py-2 text-sm font-medium"
                  input={{ value: option, ...form.register("method") }}
                >
                  {METHOD_LABELS[option]}
                </ChoiceTile>
              ))}
            </div>
          </fieldset>
        ) : null}
        <FormField htmlFor={ids.holderName} label="Account holder">
          <Input
            id={ids.holderName}
            autoComplete="name"
            maxLength={120}
            {...form.register("holderName")}
            {...fieldProps("holderName")}
          />
        </FormField>
        {FIELDS[method].map((field) => (
          <FormField key={`${method}-${field.name}`} htmlFor={ids[field.name]} label={field.label}>
            <Input
              id={ids[field.name]}
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              placeholder={field.placeholder}
              className="font-mono"
              {...form.register(field.name)}
              {...fieldProps(field.name)}
            />
          </FormField>
        ))}
      </fieldset>
      <FormError id={alertId} message={message ?? null} />
      <DialogActions
        onCancel={onCancel}
        busy={saving}
        submit={{ label: saving ? "Saving..." : "Save details" }}
      />
    </form>
  );
}
