"use client";

import { useId, useState, type FormEvent } from "react";
import { notify } from "@/lib/notify";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiClientError, apiRequest, errorMessage } from "@/lib/api/client";
import {
  changePasswordError,
  MAX_PASSWORD_LENGTH,
  type ChangePasswordInput,
} from "@/lib/validations/auth";
import { FormError } from "./form-message";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

const FIELDS: { key: keyof ChangePasswordInput; label: string; autoComplete: string }[] = [
  { key: "currentPassword", label: "Current password", autoComplete: "current-password" },
  { key: "newPassword", label: "New password", autoComplete: "new-password" },
  { key: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" },
];

/** Changes the password; the current one proves it is the owner at the keyboard. */
export function PasswordForm({ email }: { email: string }) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = changePasswordError(values);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const { message } = await apiRequest("/api/v1/auth/change-password", {
        method: "POST",
        body: values,
      });
      setValues(EMPTY);
      notify.success(message ?? "Your password has been changed.");
    } catch (cause) {
      // A wrong current password or a refused new one belongs beside the fields.
      const inline =
        cause instanceof ApiClientError && (cause.status === 401 || cause.status === 422);
      if (inline) setError(cause.message);
      else notify.error(errorMessage(cause));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {FIELDS.map(({ key, label, autoComplete }) => (
        <div key={key} className="space-y-2">
          <Label htmlFor={`${baseId}-${key}`}>{label}</Label>
          <Input
            id={`${baseId}-${key}`}
            name={key}
            type="password"
            autoComplete={autoComplete}
            maxLength={MAX_PASSWORD_LENGTH}
            value={values[key]}
            onChange={(event) => setValues((prev) => ({ ...prev, [key]: event.target.value }))}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
          />
        </div>
      ))}
      <FormError id={errorId} message={error} />
      <Button type="submit" loading={saving}>
        {saving ? "Changing password..." : "Change password"}
      </Button>
    </form>
  );
}
