"use client";

import { useEffect, useId, useState, type ReactNode } from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { lazyZodResolver } from "@/components/auth/lazy-schema";
import { CHECK_ON_SUBMIT, useFormError } from "@/components/auth/use-form-error";
import { FormError } from "@/components/settings/form-message";
import { Button } from "@/components/ui/button";
import {
  commissionFloor,
  confirmationsOf,
  formValuesOf,
  rateNote,
  rateOf,
  rateOriginText,
  rateRangeText,
  SETTINGS_SAVED_TITLE,
  type RateConfirmation,
  type RateNote,
} from "@/lib/admin/platform-settings";
import { ApiClientError, callApi, errorMessage } from "@/lib/api/client";
import { adminSettingsUpdate } from "@/lib/api/endpoints/admin-settings/update";
import type { PlatformSettingsView } from "@/lib/schemas/economics";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { notify } from "@/lib/notify";
import { cn } from "@/lib/utils";
import type {
  PlatformSettingsBody,
  PlatformSettingsFormValues,
} from "@/lib/validations/platform-settings-form";
import { storeAdminSettings } from "@/lib/swr/use-admin-settings";
import { RATED_CURRENCIES } from "@/lib/money/currencies";
import {
  PROTECTION_DAYS,
  PROTECTION_DAYS_FIELDS,
  type ProtectionDaysField,
} from "@/lib/validations/platform-settings-values";
import { RateConfirmDialog } from "./lazy-rate-confirm-dialog";
import type { ConfirmedRates } from "./rate-confirm-dialog";
import { SettingsField } from "./settings-field";

/** The fields in the form's order: the first refused one is the one shown. */
const FIELDS = [
  "commissionPercent",
  "conversionFeePercent",
  "conversionFeeCoins",
  "spreadPercent",
  "maxRateMovePercent",
  "rates.USD",
  "rates.EUR",
  ...PROTECTION_DAYS_FIELDS,
] as const satisfies readonly FieldPath<PlatformSettingsFormValues>[];
type Field = (typeof FIELDS)[number];

function valueAt(values: PlatformSettingsFormValues, field: Field): string {
  if (field === "rates.USD") return values.rates.USD;
  if (field === "rates.EUR") return values.rates.EUR;
  return values[field];
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

const CURRENCY_NAMES = { USD: "US dollar", EUR: "Euro" } as const;

/** How a typed rate's note reads: a refusal in red, a coming confirmation in amber. */
const NOTE_TONES: Record<RateNote["tone"], string> = {
  refused: "text-destructive",
  confirm: "text-amber-700 dark:text-amber-400",
  change: "",
};

/** A save the server asked to confirm: the body sent, and the rates already typed again. */
interface PendingSave {
  body: PlatformSettingsBody;
  confirmations: RateConfirmation[];
  confirmed: ConfirmedRates;
}

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
 * fee share, spread and bound as they are typed. A rate moved more than 1% comes back as 409
 * confirmation_required: a dialog asks for each such rate again and sends the same body with them.
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
    "rates.USD": `${id}-rate-usd`,
    "rates.EUR": `${id}-rate-eur`,
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
  // Where focus goes when the confirmation closes: the first rate it asked about.
  const [askedAbout, setAskedAbout] = useState<Field | null>(null);
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

  /** `confirmed`: rates typed again in the confirmation, sent with the same body. */
  async function save(body: PlatformSettingsBody, confirmed?: ConfirmedRates) {
    setSaving(true);
    let asking: PendingSave | null = null;
    try {
      const { data } = await callApi(adminSettingsUpdate, {
        body: confirmed ? { ...body, confirmedRates: confirmed } : body,
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
      // range or bound: the rate's); a rate to confirm opens the dialog; anything else is an
      // outcome.
      if (confirmations) {
        asking = { body, confirmations, confirmed: confirmed ?? {} };
        setAskedAbout(`rates.${confirmations[0]!.currency}`);
      } else if (cause instanceof ApiClientError && cause.status === 422) failWith(cause);
      else notify.error("Settings not saved", { description: errorMessage(cause) });
    } finally {
      // Together: the dialog closes onto fields that are no longer disabled, so focus can land.
      setSaving(false);
      setPending(asking);
    }
  }

  const erring = FIELDS.find((field) => fieldProps(field)["aria-invalid"]) ?? null;
  const errorBox = <FormError id={alertId} message={message ?? null} />;
  const errorAt = (field: Field) => (erring === field ? errorBox : null);
  const field = (name: Field) => ({ ...form.register(name), ...fieldProps(name, hints(name)) });

  return (
    <>
      <form
        method="post"
        noValidate
        onSubmit={submitWith((body) => save(body), saving)}
        onFocus={checkSettings.preload}
        aria-label="Money rules"
        className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
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
                const name: Field = `rates.${currency}`;
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
                    label={`${CURRENCY_NAMES[currency]} (${currency})`}
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
            <Button type="submit" loading={saving} disabled={!isDirty}>
              {saving ? "Saving..." : "Save settings"}
            </Button>
          </div>
        </fieldset>
      </form>
      {/* Beside the form, not in it: the dialog's own form must not submit this one. */}
      <RateConfirmDialog
        confirmations={pending?.confirmations ?? null}
        saving={saving}
        onConfirm={(typedAgain) => {
          if (pending) void save(pending.body, { ...pending.confirmed, ...typedAgain });
        }}
        onCancel={() => setPending(null)}
        onCloseAutoFocus={(event) => {
          const field = askedAbout && document.getElementById(ids[askedAbout]);
          if (!field) return;
          event.preventDefault();
          field.focus();
        }}
      />
    </>
  );
}
