"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { lazyZodResolver } from "@/components/auth/lazy-schema";
import { CHECK_ON_SUBMIT, useFormError } from "@/components/auth/use-form-error";
import { FormError } from "@/components/settings/form-message";
import { Button } from "@/components/ui/button";
import {
  changesToConfirm,
  commissionFloor,
  confirmationsOf,
  formValuesOf,
  rateNote,
  rateOf,
  rateOriginText,
  rateRangeText,
  SETTINGS_SAVED_TITLE,
  type ChangeConfirmation,
  type RateNote,
} from "@/lib/admin/platform-settings";
import { ApiClientError, callApi, errorMessage } from "@/lib/api/client";
import { adminSettingsUpdate } from "@/lib/api/endpoints/admin-settings";
import type { PlatformSettingsView } from "@/lib/schemas/economics";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { notify } from "@/lib/notify";
import { cn } from "@/lib/utils";
import type {
  PlatformSettingsBody,
  PlatformSettingsFormValues,
} from "@/lib/validations/platform-settings-form";
import { storeAdminSettings } from "@/lib/swr/use-admin-settings";
import {
  CURRENCY_FACTS,
  RATED_CURRENCIES,
  recordOf,
  type RatedCurrency,
} from "@/lib/money/currencies";
import {
  PROTECTION_DAYS,
  PROTECTION_DAYS_FIELDS,
  type ProtectionDaysField,
} from "@/lib/validations/platform-settings-values";
import type { TypedAgain } from "./changes-confirm-dialog";
import { ChangesConfirmDialog } from "./lazy-changes-confirm-dialog";
import { SettingsField } from "./settings-field";

/** One rate's field: `rates.USD`, one for each rated currency. */
type RateField = `rates.${RatedCurrency}`;
const rateField = (currency: RatedCurrency): RateField => `rates.${currency}`;
const RATE_FIELDS = RATED_CURRENCIES.map(rateField);

/** The fields in the form's order: the first refused one is the one shown. */
const FIELDS = [
  "commissionPercent",
  "conversionFeePercent",
  "conversionFeeCoins",
  "spreadPercent",
  "maxRateMovePercent",
  ...RATE_FIELDS,
  ...PROTECTION_DAYS_FIELDS,
] as const satisfies readonly FieldPath<PlatformSettingsFormValues>[];
type Field = (typeof FIELDS)[number];

const isRateField = (field: Field): field is RateField => field.startsWith("rates.");

function valueAt(values: PlatformSettingsFormValues, field: Field): string {
  if (!isRateField(field)) return values[field];
  const currency = RATED_CURRENCIES.find((code) => rateField(code) === field);
  return currency ? values.rates[currency] : "";
}

/** What each of buyer protection's windows decides, under its field. */
const PROTECTION_HINTS: Record<ProtectionDaysField, string> = {
  acceptanceDays:
    "After a delivery, the customer accepts it or reports a problem within this many days; then it completes by itself.",
  defaultDueDays:
    "When a service sets no duration, a booking is due this many days after it was made; undelivered by then, it is refunded.",
  disputeResponseDays:
    "An organization answers a dispute within this many days, or it goes to an admin.",
  clearingDays:
    "A completed booking's earnings wait this many days before they can be converted (0: at once).",
};

/** How a typed rate's note reads: a refusal in red, a coming confirmation in amber. */
const NOTE_TONES: Record<RateNote["tone"], string> = {
  refused: "text-destructive",
  confirm: "text-amber-700 dark:text-amber-400",
  change: "",
};

/** A save waiting for the admin's confirmation: the body, and what was already typed again. */
interface PendingSave {
  body: PlatformSettingsBody;
  confirmations: ChangeConfirmation[];
  confirmed: TypedAgain;
}

const NOTHING_TYPED: TypedAgain = { rates: {}, rules: {} };

/** The form's field of a change to confirm: where focus goes back when the admin cancels. */
const fieldOf = (item: ChangeConfirmation): Field =>
  item.kind === "rate" ? rateField(item.currency) : item.rule;

const checkSettings = lazyZodResolver(() =>
  import("@/lib/validations/platform-settings-form").then(
    (module) => module.platformSettingsFormSchema,
  ),
);

/** A group of the form's fields, named by its heading. */
function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div role="group" aria-labelledby={id} className="space-y-4">
      <div>
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </div>
  );
}

/**
 * The money rules an admin changes: commission, conversion fee (share and fixed coins), exchange
 * spread, the largest move a rate may make at once and the exchange rates, and buyer protection's
 * windows, saved together with PUT adminSettings.update. Rules the server finds unsafe come back
 * as the commission's error, in the server's words; the minimum beside the commission follows the
 * fee share, spread and bound as they are typed. Before a save that changes a money rule or
 * moves a rate more than 1%, a dialog shows each change with its effect; a rule moved past its
 * step and such a rate must be typed again there, and the same body goes out with them (a 409
 * confirmation_required, the server asking about what it saw otherwise, opens the same dialog).
 * Focus never falls to the page: after a save it is on Save, or on the form once nothing is left
 * to save.
 */
export function SettingsForm({
  settings,
  dateStyle,
}: {
  settings: PlatformSettingsView;
  dateStyle: DateStyle;
}) {
  const id = useId();
  const ids: Record<Field, string> = {
    commissionPercent: `${id}-commission`,
    conversionFeePercent: `${id}-fee-percent`,
    conversionFeeCoins: `${id}-fee-coins`,
    spreadPercent: `${id}-spread`,
    maxRateMovePercent: `${id}-max-move`,
    ...recordOf(RATE_FIELDS, (field) => `${id}-${field.replace(".", "-").toLowerCase()}`),
    acceptanceDays: `${id}-acceptance-days`,
    defaultDueDays: `${id}-due-days`,
    disputeResponseDays: `${id}-dispute-days`,
    clearingDays: `${id}-clearing-days`,
  };
  const hints = (field: Field) => `${ids[field]}-hint`;
  const form = useForm<PlatformSettingsFormValues, unknown, PlatformSettingsBody>({
    ...CHECK_ON_SUBMIT,
    resolver: checkSettings,
    defaultValues: formValuesOf(settings),
  });
  const { message, alertId, fieldProps, failWith, submitWith } = useFormError(form, ids);
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<PendingSave | null>(null);
  // Where focus goes when the confirmation is cancelled: the first change it asked about.
  const [askedAbout, setAskedAbout] = useState<Field | null>(null);
  // Each save's end: focus, lost while the fields were disabled, comes back (see focusForm).
  const [saves, setSaves] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  // How the confirmation closed: cancelled, or confirmed (then saved, or refused).
  const cancelled = useRef(false);
  const typed = useWatch({ control: form.control });
  const terms = {
    spreadPercent: typed.spreadPercent ?? "",
    maxRateMovePercent: typed.maxRateMovePercent ?? "",
  };
  const floor = commissionFloor(settings, {
    ...terms,
    commissionPercent: typed.commissionPercent ?? "",
    conversionFeePercent: typed.conversionFeePercent ?? "",
  });
  const { isDirty } = form.formState;

  // New rules from elsewhere (the feed, another admin, a focus re-read) replace the fields the
  // admin has not touched; what they are typing stays.
  useEffect(() => {
    const values = formValuesOf(settings);
    for (const field of FIELDS) {
      if (!form.getFieldState(field).isDirty) {
        form.resetField(field, { defaultValue: valueAt(values, field) });
      }
    }
  }, [settings, form]);

  /**
   * Focus back in the form when nothing in it holds focus (the fields were disabled while saving,
   * or the dialog closed): on Save while there is something to save, else on the form itself. A
   * field the answer's error focused keeps it.
   */
  function focusForm() {
    const active = document.activeElement;
    if (active && active !== document.body && formRef.current?.contains(active)) return;
    const button = saveRef.current;
    (button && !button.disabled ? button : formRef.current)?.focus();
  }

  useEffect(() => {
    if (saves > 0 && !pending && document.activeElement === document.body) focusForm();
  }, [saves, pending]);

  /** Opens the confirmation of `confirmations`, remembering the field of the first. */
  function ask(
    body: PlatformSettingsBody,
    confirmations: ChangeConfirmation[],
    confirmed: TypedAgain,
  ) {
    setAskedAbout(fieldOf(confirmations[0]!));
    setPending({ body, confirmations, confirmed });
  }

  /** The form's submit: every change to confirm is shown first, else the body goes out. */
  function submit(body: PlatformSettingsBody) {
    const confirmations = changesToConfirm(settings, body);
    if (confirmations.length) ask(body, confirmations, NOTHING_TYPED);
    else return save(body, NOTHING_TYPED);
  }

  /** `confirmed`: what was typed again in the confirmation, sent with the same body. */
  async function save(body: PlatformSettingsBody, confirmed: TypedAgain) {
    setSaving(true);
    let asking: PendingSave | null = null;
    try {
      const { data } = await callApi(adminSettingsUpdate, {
        body: {
          ...body,
          ...(Object.keys(confirmed.rates).length ? { confirmedRates: confirmed.rates } : {}),
          ...(Object.keys(confirmed.rules).length ? { confirmedRules: confirmed.rules } : {}),
        },
      });
      form.reset(formValuesOf(data));
      await storeAdminSettings(data);
      notify.success(SETTINGS_SAVED_TITLE, {
        description: "New bookings, deliveries and conversion requests use them from now on.",
      });
    } catch (cause) {
      const confirmations =
        cause instanceof ApiClientError && cause.code === "confirmation_required"
          ? confirmationsOf(cause.details)
          : null;
      // A refused value belongs beside its field (unsafe rules: the commission's; a rate out of
      // range or bound: the rate's); a change the server asks to confirm opens the dialog;
      // anything else is an outcome.
      if (confirmations) {
        asking = { body, confirmations, confirmed };
        setAskedAbout(fieldOf(confirmations[0]!));
      } else if (cause instanceof ApiClientError && cause.status === 422) failWith(cause);
      else notify.error("Settings not saved", { description: errorMessage(cause) });
    } finally {
      // Together: the dialog closes onto fields that are no longer disabled, so focus can land.
      setSaving(false);
      setPending(asking);
      setSaves((count) => count + 1);
    }
  }

  const erring = FIELDS.find((field) => fieldProps(field)["aria-invalid"]) ?? null;
  const errorBox = <FormError id={alertId} message={message ?? null} />;
  const errorAt = (field: Field) => (erring === field ? errorBox : null);
  const field = (name: Field) => ({ ...form.register(name), ...fieldProps(name, hints(name)) });

  return (
    <>
      <form
        ref={formRef}
        tabIndex={-1}
        method="post"
        noValidate
        onSubmit={submitWith(submit, saving || pending !== null)}
        onFocus={() => {
          checkSettings.preload();
          // Every change of a money rule is confirmed in it before saving.
          ChangesConfirmDialog.preload();
        }}
        aria-label="Money rules"
        className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm outline-none sm:p-6"
      >
        <fieldset disabled={saving} className="space-y-8">
          <Section
            id={`${id}-fees`}
            title="Commission and fees"
            description="What the platform keeps. Bookings keep the commission they were made with; pending conversions keep their quote."
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <SettingsField
                id={ids.commissionPercent}
                label="Commission"
                suffix="%"
                hintId={hints("commissionPercent")}
                className="sm:col-span-2"
                hint={
                  <p
                    data-testid="commission-minimum"
                    // Once the server's refusal shows under it, the hint need not be red as well.
                    className={cn(
                      floor.below && erring !== "commissionPercent" && "text-destructive",
                    )}
                  >
                    Kept of every completed booking. At least {floor.minimum}% with a{" "}
                    {floor.feePercent}% conversion fee, a {floor.spreadPercent}% spread and rate
                    moves of up to {floor.maxRateMovePercent}%, so that neither bonus coins nor a
                    rate&apos;s move come back as money
                    {floor.below ? " (below it, saving is refused)" : ""}.
                  </p>
                }
                error={errorAt("commissionPercent")}
                {...field("commissionPercent")}
              />
              <SettingsField
                id={ids.conversionFeePercent}
                label="Conversion fee"
                suffix="%"
                hintId={hints("conversionFeePercent")}
                hint="A share of every approved conversion's coins, rounded up."
                error={errorAt("conversionFeePercent")}
                {...field("conversionFeePercent")}
              />
              <SettingsField
                id={ids.conversionFeeCoins}
                label="Fixed conversion fee"
                suffix="coins"
                inputMode="numeric"
                hintId={hints("conversionFeeCoins")}
                hint="Added to the share on every approved conversion."
                error={errorAt("conversionFeeCoins")}
                {...field("conversionFeeCoins")}
              />
              <SettingsField
                id={ids.spreadPercent}
                label="Exchange spread"
                suffix="%"
                hintId={hints("spreadPercent")}
                hint="Coins are sold this share under each rate and conversions pay this share over it. Rupees have none."
                error={errorAt("spreadPercent")}
                {...field("spreadPercent")}
              />
              <SettingsField
                id={ids.maxRateMovePercent}
                label="Largest rate move per change"
                suffix="%"
                hintId={hints("maxRateMovePercent")}
                hint="The most one change may move a rate, by an admin or the rates feed. A lower one applies at once, a higher one from the next change."
                error={errorAt("maxRateMovePercent")}
                {...field("maxRateMovePercent")}
              />
            </div>
          </Section>
          <Section
            id={`${id}-rates`}
            title="Exchange rates"
            description="What one unit of each currency is worth in coins (1 coin = ₹1). Coins are sold at these rates less the spread, and conversions paid at them plus it."
          >
            <div className="grid gap-5 sm:grid-cols-2">
              {RATED_CURRENCIES.map((currency) => {
                const name = rateField(currency);
                const rate = rateOf(settings, currency);
                const range = rateRangeText(currency);
                const note = rateNote(settings, currency, {
                  ...terms,
                  rate: typed.rates?.[currency] ?? "",
                });
                return (
                  <SettingsField
                    key={currency}
                    id={ids[name]}
                    label={`${CURRENCY_FACTS[currency].name} (${currency})`}
                    prefix={`1 ${currency} =`}
                    suffix="coins"
                    hintId={hints(name)}
                    hint={
                      <div className="space-y-1">
                        <p data-testid={`rate-source-${currency}`}>
                          {rateOriginText(rate, (iso) => formatDateTime(iso, dateStyle))}
                          {range ? ` ${range}` : ""}
                        </p>
                        {note ? (
                          <p
                            data-testid={`rate-note-${currency}`}
                            className={NOTE_TONES[note.tone]}
                          >
                            {note.text}
                          </p>
                        ) : null}
                      </div>
                    }
                    error={errorAt(name)}
                    {...field(name)}
                  />
                );
              })}
            </div>
          </Section>
          <Section
            id={`${id}-protection`}
            title="Buyer protection"
            description="How long each side has to act, in days. Each applies to bookings delivered, made, disputed or completed from the moment it is saved."
          >
            <div className="grid gap-5 sm:grid-cols-2">
              {PROTECTION_DAYS_FIELDS.map((name) => (
                <SettingsField
                  key={name}
                  id={ids[name]}
                  label={PROTECTION_DAYS[name].label}
                  suffix="days"
                  inputMode="numeric"
                  hintId={hints(name)}
                  hint={`${PROTECTION_HINTS[name]} ${PROTECTION_DAYS[name].min} to ${PROTECTION_DAYS[name].max}.`}
                  error={errorAt(name)}
                  {...field(name)}
                />
              ))}
            </div>
          </Section>
          {erring ? null : errorBox}
          <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              disabled={!isDirty}
              onClick={() => form.reset(formValuesOf(settings))}
            >
              Undo changes
            </Button>
            <Button ref={saveRef} type="submit" loading={saving} disabled={!isDirty}>
              {saving ? "Saving..." : "Save settings"}
            </Button>
          </div>
        </fieldset>
      </form>
      {/* Beside the form, not in it: the dialog's own form must not submit this one. */}
      <ChangesConfirmDialog
        confirmations={pending?.confirmations ?? null}
        saving={saving}
        onConfirm={(typedAgain) => {
          if (!pending) return;
          cancelled.current = false;
          const { rates, rules } = pending.confirmed;
          void save(pending.body, {
            rates: { ...rates, ...typedAgain.rates },
            rules: { ...rules, ...typedAgain.rules },
          });
        }}
        onCancel={() => {
          cancelled.current = true;
          setPending(null);
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Cancelled: back to the first value it asked about, as typed. Saved: Save or the form
          // (a field the server refused has focus already).
          const field = askedAbout && document.getElementById(ids[askedAbout]);
          if (cancelled.current && field) field.focus();
          else focusForm();
        }}
      />
    </>
  );
}
