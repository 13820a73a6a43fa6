"use client";

import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { lazyZodResolver } from "@/components/auth/lazy-schema";
import { CHECK_ON_SUBMIT, useFormError } from "@/components/auth/use-form-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { callApi } from "@/lib/api/client";
import { authAuthProfileUpdate } from "@/lib/api/endpoints/auth";
import type { profileUpdateSchema } from "@/lib/validations/auth";
import { MAX_NAME_LENGTH } from "@/lib/validations/auth-values";
import { FormError } from "./form-message";
import { useProfileSave } from "./use-profile-save";

const checkProfile = lazyZodResolver(() =>
  import("@/lib/validations/auth").then((module) => module.profileUpdateSchema),
);

/** Changes the display name; the header and dashboards show the new one after the refresh. */
export function ProfileForm({ name: savedName }: { name: string }) {
  const fieldId = useId();
  const form = useForm({
    ...CHECK_ON_SUBMIT,
    resolver: checkProfile,
    defaultValues: { name: savedName },
  });
  const { message, alertId, fieldProps, failWith, submitWith } = useFormError(
    form,
    { name: fieldId },
    { moveFocus: false },
  );
  const name = useWatch({ control: form.control, name: "name" }) ?? "";
  const { save, saving, refreshing } = useProfileSave({
    send: (values: z.output<typeof profileUpdateSchema>) =>
      callApi(authAuthProfileUpdate, { body: values }),
    savedTitle: "Profile updated",
    onSaved: (saved) => form.reset({ name: saved.name }),
    failWith,
  });
  const unchanged = name.trim() === savedName;

  return (
    <form
      method="post"
      noValidate
      onSubmit={submitWith(save)}
      onFocus={checkProfile.preload}
      className="space-y-4"
    >
      <div className="space-y-2">
        <Label htmlFor={fieldId}>Display name</Label>
        <Input
          id={fieldId}
          autoComplete="name"
          maxLength={MAX_NAME_LENGTH}
          {...form.register("name")}
          {...fieldProps("name")}
        />
        <FormError id={alertId} message={message ?? null} />
      </div>
      <Button type="submit" loading={saving || refreshing} disabled={unchanged}>
        {saving ? "Saving..." : "Save changes"}
      </Button>
    </form>
  );
}
