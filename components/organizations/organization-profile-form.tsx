"use client";

import { useId, useState, type ComponentProps } from "react";
import Link from "@/components/ui/link";
import { useController, useForm } from "react-hook-form";
import { ArrowRight } from "lucide-react";
import { FormAlert } from "@/components/auth/form-alert";
import { FormField } from "@/components/auth/form-field";
import { lazyZodResolver } from "@/components/auth/lazy-schema";
import { CHECK_ON_SUBMIT, useFormError } from "@/components/auth/use-form-error";
import { ImagePicker } from "@/components/uploads/image-picker";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useProfileSave } from "@/components/settings/use-profile-save";
import { callApi } from "@/lib/api/client";
import { orgProfileUpdate } from "@/lib/api/endpoints/org-profile";
import {
  organizationHref,
  type OrganizationProfileView,
} from "@/lib/organizations/organization-types";
import type { OrganizationProfileInput } from "@/lib/validations/organization-profile";
import { MAX_ORGANIZATION_DESCRIPTION_LENGTH } from "@/lib/validations/organization-profile-values";

const WEBSITE_HINT = "An http:// or https:// address; https:// is added if you leave it out.";
const CONTACT_EMAIL_HINT = "Shown on your public page for customers' questions.";

/** The form's values as typed: every field a string, an empty one cleared on save. */
function valuesOf(profile: OrganizationProfileView) {
  return {
    name: profile.name,
    description: profile.description ?? "",
    website: profile.website ?? "",
    contactEmail: profile.contactEmail ?? "",
    logoUrl: profile.logoUrl ?? "",
  };
}

const checkProfile = lazyZodResolver(() =>
  import("@/lib/validations/organization-profile").then(
    (module) => module.organizationProfileInputSchema,
  ),
);

/** Edits the organization's public profile; cards and its page show the change at once. */
export function OrganizationProfileForm({ profile }: { profile: OrganizationProfileView }) {
  const id = useId();
  const ids = {
    name: `${id}-name`,
    description: `${id}-description`,
    website: `${id}-website`,
    contactEmail: `${id}-contact-email`,
    logoUrl: `${id}-logo`,
  };
  const hints = {
    description: `${id}-description-hint`,
    website: `${id}-website-hint`,
    contactEmail: `${id}-contact-email-hint`,
  };
  const form = useForm({
    ...CHECK_ON_SUBMIT,
    resolver: checkProfile,
    defaultValues: valuesOf(profile),
  });
  const { message, attempt, alertId, fieldProps, failWith, submitWith } = useFormError(form, ids);
  const { field: logoField } = useController({ control: form.control, name: "logoUrl" });
  const { save, saving, refreshing } = useProfileSave({
    send: (values: OrganizationProfileInput) => callApi(orgProfileUpdate, { body: values }),
    savedTitle: "Profile Updated",
    // The saved form: the website as stored (https:// added), the email lower-cased.
    onSaved: (saved) => form.reset(valuesOf(saved)),
    failWith,
  });
  // An upload under way holds the submission: the logo's path is not known yet.
  const [uploading, setUploading] = useState(false);

  /** A one-line field with the hint under it that its input is described by. */
  function hintedInput(
    name: "website" | "contactEmail",
    label: string,
    hint: string,
    input: ComponentProps<typeof Input>,
  ) {
    return (
      <FormField htmlFor={ids[name]} label={label} hint={hint} hintId={hints[name]}>
        <Input
          id={ids[name]}
          {...input}
          {...form.register(name)}
          {...fieldProps(name, hints[name])}
        />
      </FormField>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submitWith(save, saving || uploading)}
      onFocus={checkProfile.preload}
      className="space-y-6"
    >
      <FormAlert key={attempt} id={alertId} message={message} />
      <fieldset disabled={saving} className="min-w-0 space-y-5">
        <FormField htmlFor={ids.name} label="Organization name">
          <Input
            id={ids.name}
            autoComplete="organization"
            {...form.register("name")}
            {...fieldProps("name")}
          />
        </FormField>
        <FormField
          htmlFor={ids.description}
          label="Description"
          hint={`What your organization does, for customers deciding whom to book. Up to ${MAX_ORGANIZATION_DESCRIPTION_LENGTH} characters.`}
          hintId={hints.description}
        >
          <Textarea
            id={ids.description}
            rows={5}
            fieldSize="lg"
            {...form.register("description")}
            {...fieldProps("description", hints.description)}
          />
        </FormField>
        {hintedInput("website", "Website", WEBSITE_HINT, {
          type: "url",
          inputMode: "url",
          autoComplete: "url",
          placeholder: "https://example.com",
        })}
        {hintedInput("contactEmail", "Contact email", CONTACT_EMAIL_HINT, {
          type: "email",
          autoComplete: "email",
          placeholder: "hello@example.com",
        })}
        <ImagePicker
          id={ids.logoUrl}
          label="Logo"
          itemName="Logo"
          max={1}
          value={logoField.value ? [logoField.value] : []}
          onChange={(next) => logoField.onChange(next[0] ?? "")}
          onBusyChange={setUploading}
          disabled={saving}
        />
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button type="submit" loading={saving || refreshing} disabled={saving || uploading}>
          {saving ? "Saving..." : "Save profile"}
        </Button>
        <Link
          href={organizationHref(profile.id)}
          className={buttonVariants({ variant: "outline" })}
        >
          View public page
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </form>
  );
}
