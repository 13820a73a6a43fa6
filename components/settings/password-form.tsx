"use client";

import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { notify } from "@/lib/notify";
import { AUTH_MESSAGES } from "@/lib/auth/auth-messages";
import { lazyZodResolver } from "@/components/auth/lazy-schema";
import { CHECK_ON_SUBMIT, useFormError } from "@/components/auth/use-form-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiClientError, callApi, errorMessage } from "@/lib/api/client";
import { authChangePassword } from "@/lib/api/endpoints/auth";
import type { ChangePasswordInput, changePasswordSchema } from "@/lib/validations/auth";
import { MAX_PASSWORD_LENGTH } from "@/lib/validations/auth-values";
import { FormError } from "./form-message";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

const FIELDS: { key: keyof ChangePasswordInput; label: string; autoComplete: string }[] = [
  { key: "currentPassword", label: "Current password", autoComplete: "current-password" },
  { key: "newPassword", label: "New password", autoComplete: "new-password" },
  { key: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" },
];

const checkPasswords = lazyZodResolver(() =>
  import("@/lib/validations/auth").then((module) => module.changePasswordSchema),
);

/** Changes the password; the current one proves it is the owner at the keyboard. */
export function PasswordForm({ email }: { email: string }) {
  const baseId = useId();
  const fieldIds: Record<keyof ChangePasswordInput, string> = {
    currentPassword: `${baseId}-currentPassword`,
    newPassword: `${baseId}-newPassword`,
    confirmPassword: `${baseId}-confirmPassword`,
  };
  const form = useForm({
    ...CHECK_ON_SUBMIT,
    resolver: checkPasswords,
    defaultValues: EMPTY,
  });
  const { message, alertId, fieldProps, failWith, submitWith } = useFormError(form, fieldIds, {
    moveFocus: false,
  });
  const [saving, setSaving] = useState(false);

  async function change(values: z.output<typeof changePasswordSchema>) {
    setSaving(true);
    try {
      const { message } = await callApi(authChangePassword, {
        body: values,
      });
      form.reset(EMPTY);
      notify.success(message ?? AUTH_MESSAGES.passwordChanged);
    } catch (cause) {
      // A wrong current password or a refused new one belongs beside the fields (the answer's
      // issue names which one).
      const inline =
        cause instanceof ApiClientError && (cause.status === 401 || cause.status === 422);
      if (inline) failWith(cause);
      else notify.error(errorMessage(cause));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={submitWith(change)}
      onFocus={checkPasswords.preload}
      className="space-y-4"
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {FIELDS.map(({ key, label, autoComplete }) => (
        <div key={key} className="space-y-2">
          <Label htmlFor={`${baseId}-${key}`}>{label}</Label>
          <Input
            id={fieldIds[key]}
            type="password"
            autoComplete={autoComplete}
            maxLength={MAX_PASSWORD_LENGTH}
            {...form.register(key)}
            {...fieldProps(key)}
          />
        </div>
      ))}
      <FormError id={alertId} message={message ?? null} />
      <Button type="submit" loading={saving}>
        {saving ? "Changing password..." : "Change password"}
      </Button>
    </form>
  );
}
