"use client";

import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { notify } from "@/lib/notify";
import { CHECK_ON_SUBMIT, useFormError } from "@/components/auth/use-form-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiClientError, apiRequest, errorMessage } from "@/lib/api/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { MAX_NAME_LENGTH, profileUpdateSchema } from "@/lib/validations/auth";
import { FormError } from "./form-message";

/** Changes the display name; the header and dashboards show the new one after the refresh. */
export function ProfileForm({ name: savedName }: { name: string }) {
  const router = useRouter();
  const fieldId = useId();
  const form = useForm({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { name: savedName },
  });
  const { message, alertId, fieldProps, failWith, submitWith } = useFormError(
    form,
    { name: fieldId },
    { moveFocus: false },
  );
  const name = useWatch({ control: form.control, name: "name" }) ?? "";
  const [saving, setSaving] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const unchanged = name.trim() === savedName;

  async function save(values: z.output<typeof profileUpdateSchema>) {
    setSaving(true);
    try {
      const { data } = await apiRequest<SessionUser>("/api/v1/auth/profile", {
        method: "PUT",
        body: values,
      });
      form.reset({ name: data.name });
      notify.success("Profile updated");
      startRefresh(() => router.refresh());
    } catch (cause) {
      // A rejected name belongs beside the field; anything else is a passing failure.
      if (cause instanceof ApiClientError && cause.status === 422) failWith(cause);
      else notify.error(errorMessage(cause));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submitWith(save)} className="space-y-4">
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
