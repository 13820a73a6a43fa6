"use client";

import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/auth/form-field";
import { lazyZodResolver } from "@/components/auth/lazy-schema";
import { CHECK_ON_SUBMIT, useFormError } from "@/components/auth/use-form-error";
import { FormError } from "@/components/settings/form-message";
import { OptionSelect } from "@/components/data/option-select";
import { useSaving } from "@/components/data/use-saving";
import { DialogActions, DialogFrame, DialogHeading } from "@/components/data/dialog-frame";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ImagePicker } from "@/components/uploads/image-picker";
import { callApi } from "@/lib/api/client";
import { orgServicesCreate, orgServicesUpdate } from "@/lib/api/endpoints/org-services";
import type { OrgServiceView } from "@/modules/services/shared/schemas";
import { priceHint } from "@/lib/bookings/commission-text";
import { CATEGORY_LABELS, SERVICE_CATEGORIES } from "@/modules/catalog/shared/categories";
import { notify } from "@/lib/notify";
import type { ServiceFormValues, ServiceInput } from "@/modules/services/shared/validations";
import {
  MAX_SERVICE_IMAGES,
  MAX_SERVICE_QUESTIONS,
  MISSING_INFORMATION,
} from "@/modules/services/shared/validations-values";
import { ServiceQuestionsEditor } from "./service-questions-editor";

const EMPTY: ServiceFormValues = {
  title: "",
  description: "",
  price: "",
  category: "",
  features: "",
  duration: "",
  tags: "",
  images: [],
  questions: [],
};

// The dialog loads on first open (./lazy-service-form-dialog); its schema and zod when the form
// is first focused.
const checkService = lazyZodResolver(() =>
  import("@/modules/services/shared/validations").then((module) => module.serviceFormSchema),
);

/** The form starts from what the organization last sent: an open change, else the service. */
function valuesOf(service: OrgServiceView | null): ServiceFormValues {
  if (!service) return EMPTY;
  const fields = service.pendingChange?.proposed ?? service;
  return {
    title: fields.title,
    description: fields.description,
    price: String(fields.price),
    category: fields.category,
    features: fields.features.join("\n"),
    duration: service.duration ?? "",
    tags: service.tags.join(", "),
    images: fields.images,
    questions: fields.questions.map(({ id, prompt, required, kind }) => ({
      id,
      prompt,
      required,
      kind,
    })),
  };
}

export interface ServiceFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The service to edit; null adds a new one. */
  service: OrgServiceView | null;
  /** The platform's commission now, in basis points: the price's hint says what is received. */
  commissionBps: number;
  onSaved: (service: OrgServiceView, created: boolean) => void;
}

/**
 * Add Service / Edit Service (docs/spec.md "Organization services, My Services"): title,
 * description, price, category...
 */
export function ServiceFormDialog({
  open,
  onOpenChange,
  service,
  commissionBps,
  onSaved,
}: ServiceFormDialogProps) {
  // Title and buttons stay in view while the fields between them scroll (a long form at
  // 1280x800 put the buttons below the fold and scrolled the title away).
  return (
    <DialogFrame
      open={open}
      onClose={() => onOpenChange(false)}
      width="xl"
      layout="sections"
      maxHeight="most"
    >
      {/* Mounted while open: each opening starts from the service as it is now. */}
      {open ? (
        <ServiceForm
          service={service}
          commissionBps={commissionBps}
          onSaved={onSaved}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </DialogFrame>
  );
}

function ServiceForm({
  service,
  commissionBps,
  onSaved,
  onCancel,
}: Pick<ServiceFormDialogProps, "service" | "commissionBps" | "onSaved"> & {
  onCancel: () => void;
}) {
  const id = useId();
  const promptId = (index: number) => `${id}-question-${index}`;
  const ids = {
    title: `${id}-title`,
    description: `${id}-description`,
    price: `${id}-price`,
    category: `${id}-category`,
    features: `${id}-features`,
    duration: `${id}-duration`,
    tags: `${id}-tags`,
    images: `${id}-images`,
    // Every question a service may have, after the other fields: the form's error points at the
    // first question whose prompt is refused.
    ...Object.fromEntries(
      Array.from({ length: MAX_SERVICE_QUESTIONS }, (_, index) => [
        `questions.${index}.prompt`,
        promptId(index),
      ]),
    ),
  };
  const form = useForm({
    ...CHECK_ON_SUBMIT,
    resolver: checkService,
    defaultValues: valuesOf(service),
  });
  const { message, alertId, failWith, submitWith } = useFormError(form, ids);
  const { errors } = form.formState;
  // Every field with an error is marked and described by the message, not only the first: an
  // empty form marks each required field it lacks (and none of the optional ones).
  const fieldProps = (name: keyof ServiceFormValues, ...hintIds: string[]) => {
    const invalid = Boolean(errors[name]);
    const describedBy = [invalid ? alertId : undefined, ...hintIds].filter(Boolean).join(" ");
    return {
      "aria-invalid": invalid || undefined,
      "aria-describedby": describedBy || undefined,
    } as const;
  };
  // What the organization receives of the price, as it is typed.
  const priceText = useWatch({ control: form.control, name: "price" });
  // An image still uploading is not in the form's value yet: saving waits for it.
  const [uploading, setUploading] = useState(false);
  const live = service?.status === "active" || service?.status === "inactive";

  const { save, saving } = useSaving({
    send: async (values: ServiceInput) =>
      service
        ? callApi(orgServicesUpdate, { params: { id: service.id }, body: values })
        : callApi(orgServicesCreate, { body: values }),
    onSaved: (data) => {
      notify.success(service ? "Service Updated" : "Service Created", {
        description: data.pendingChange
          ? "Your changes wait for an admin; customers see the approved version meanwhile."
          : data.status === "pending"
            ? "An admin reviews it before it is listed."
            : undefined,
      });
      onSaved(data, !service);
    },
    onFailed: (cause) => failWith(cause),
  });

  return (
    <form
      noValidate
      onSubmit={submitWith(save, uploading)}
      onFocus={checkService.preload}
      className="flex min-h-0 flex-1 flex-col"
      aria-label="Service details"
    >
      <DialogHeading
        className="border-b px-12 pt-6 pb-4 sm:ps-6"
        title={service ? "Edit Service" : "Add Service"}
        description={
          live
            ? "Changes to the title, description, price, category, features, images or questions wait for an admin; the approved version stays bookable meanwhile."
            : "An admin reviews every new service before customers can book it."
        }
      />

      {/* The scrolling box is a div: a fieldset does not shrink below its content in Chrome. */}
      <div
        data-testid="service-form-fields"
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-6 py-4"
      >
        <fieldset disabled={saving} className="min-w-0 space-y-4">
          <FormField htmlFor={ids.title} label="Title">
            <Input
              id={ids.title}
              maxLength={120}
              {...form.register("title")}
              {...fieldProps("title")}
            />
          </FormField>
          <FormField htmlFor={ids.description} label="Description">
            <Textarea
              id={ids.description}
              rows={4}
              maxLength={4000}
              {...form.register("description")}
              {...fieldProps("description")}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField htmlFor={ids.price} label="Price (coins)">
              <Input
                id={ids.price}
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                placeholder="e.g. 150"
                className="tabular-nums"
                {...form.register("price")}
                {...fieldProps("price", `${ids.price}-hint`)}
              />
              <p
                id={`${ids.price}-hint`}
                data-testid="price-commission"
                aria-live="polite"
                className="text-xs text-muted-foreground"
              >
                {priceHint(priceText, commissionBps)}
              </p>
            </FormField>
            <FormField htmlFor={ids.category} label="Category">
              <Controller
                control={form.control}
                name="category"
                render={({ field }) => (
                  <OptionSelect
                    id={ids.category}
                    value={field.value}
                    options={SERVICE_CATEGORIES}
                    labelOf={(category) => CATEGORY_LABELS[category]}
                    onChange={field.onChange}
                    placeholder="Choose a category"
                    disabled={saving}
                    triggerProps={fieldProps("category")}
                    triggerClassName="h-9"
                  />
                )}
              />
            </FormField>
          </div>
          <FormField htmlFor={ids.features} label="What's included (optional)">
            <Textarea
              id={ids.features}
              rows={3}
              placeholder="One feature a line"
              aria-describedby={`${ids.features}-hint`}
              {...form.register("features")}
            />
            <p id={`${ids.features}-hint`} className="text-xs text-muted-foreground">
              One a line, up to 20.
            </p>
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField htmlFor={ids.duration} label="Duration (optional)">
              <Input
                id={ids.duration}
                maxLength={60}
                placeholder="e.g. 2 weeks"
                {...form.register("duration")}
              />
            </FormField>
            <FormField htmlFor={ids.tags} label="Tags (optional)">
              <Input id={ids.tags} placeholder="e.g. branding, logo" {...form.register("tags")} />
            </FormField>
          </div>
          <Controller
            control={form.control}
            name="images"
            render={({ field }) => (
              <ImagePicker
                id={ids.images}
                label="Images (optional)"
                value={field.value}
                onChange={field.onChange}
                max={MAX_SERVICE_IMAGES}
                disabled={saving}
                onBusyChange={setUploading}
              />
            )}
          />
          <ServiceQuestionsEditor form={form} promptId={promptId} disabled={saving} />
        </fieldset>
      </div>

      <div className="space-y-3 border-t bg-background px-6 pt-4 pb-6">
        <FormError
          id={alertId}
          title={message === "Please fill in all fields." ? MISSING_INFORMATION : undefined}
          message={message ?? null}
        />
        <DialogActions
          onCancel={onCancel}
          busy={saving}
          submit={{
            label: saving ? "Saving..." : service ? "Save Changes" : "Add Service",
            disabled: uploading,
          }}
        />
      </div>
    </form>
  );
}
