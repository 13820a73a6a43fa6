"use client";

import { useId, useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useController, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRight } from "lucide-react";
import { FormAlert } from "@/components/auth/form-alert";
import { FormField } from "@/components/auth/form-field";
import { CHECK_ON_SUBMIT, useFormError } from "@/components/auth/use-form-error";
import { ImagePicker } from "@/components/uploads/image-picker";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError, apiRequest, errorMessage } from "@/lib/api/client";
import { notify } from "@/lib/notify";
import {
  organizationHref,
  type OrganizationProfileView,
} from "@/lib/organizations/organization-types";
import {
  MAX_ORGANIZATION_DESCRIPTION_LENGTH,
  organizationProfileInputSchema,
  type OrganizationProfileInput,
} from "@/lib/validations/organization-profile";

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

/** Edits the organization's public profile; cards and its page show the change at once. */
export function OrganizationProfileForm({ profile }: { profile: OrganizationProfileView }) {
  const router = useRouter();
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
    resolver: zodResolver(organizationProfileInputSchema),
    defaultValues: valuesOf(profile),
  });
  const { message, attempt, alertId, fieldProps, failWith, submitWith } = useFormError(form, ids);
  const { field: logoField } = useController({ control: form.control, name: "logoUrl" });
  const [saving, setSaving] = useState(false);
  // An upload under way holds the submission: the logo's path is not known yet.
  const [uploading, setUploading] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  async function save(values: OrganizationProfileInput) {
    setSaving(true);
    try {
      const { data } = await apiRequest<OrganizationProfileView>("/api/v1/org/profile", {
        method: "PUT",
        body: values,
      });
      // The saved form: the website as stored (https:// added), the email lower-cased.
      form.reset(valuesOf(data));
      notify.success("Profile Updated");
      startRefresh(() => router.refresh());
    } catch (cause) {
      // A refused field belongs beside it; anything else is a passing failure.
      if (cause instanceof ApiClientError && cause.status === 422) failWith(cause);
      else notify.error(errorMessage(cause));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submitWith(save, saving || uploading)} className="space-y-6">
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
            className="min-h-32"
            {...form.register("description")}
            {...fieldProps("description", hints.description)}
          />
        </FormField>
        <FormField
          htmlFor={ids.website}
          label="Website"
          hint="An http:// or https:// address; https:// is added if you leave it out."
          hintId={hints.website}
        >
          <Input
            id={ids.website}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://example.com"
            {...form.register("website")}
            {...fieldProps("website", hints.website)}
          />
        </FormField>
        <FormField
          htmlFor={ids.contactEmail}
          label="Contact email"
          hint="Shown on your public page for customers' questions."
          hintId={hints.contactEmail}
        >
          <Input
            id={ids.contactEmail}
            type="email"
            autoComplete="email"
            placeholder="hello@example.com"
            {...form.register("contactEmail")}
            {...fieldProps("contactEmail", hints.contactEmail)}
          />
        </FormField>
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
