"use client";

import { useId, useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { notify } from "@/lib/notify";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiClientError, apiRequest, errorMessage } from "@/lib/api/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { displayNameError, MAX_NAME_LENGTH } from "@/lib/validations/auth";
import { FormError } from "./form-message";

/** Changes the display name; the header and dashboards show the new one after the refresh. */
export function ProfileForm({ name: savedName }: { name: string }) {
  const router = useRouter();
  const fieldId = useId();
  const errorId = useId();
  const [name, setName] = useState(savedName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const unchanged = name.trim() === savedName;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = displayNameError(name);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const { data } = await apiRequest<SessionUser>("/api/v1/auth/profile", {
        method: "PUT",
        body: { name },
      });
      setName(data.name);
      notify.success("Profile updated");
      startRefresh(() => router.refresh());
    } catch (cause) {
      // A rejected name belongs beside the field; anything else is a passing failure.
      if (cause instanceof ApiClientError && cause.status === 422) setError(cause.message);
      else notify.error(errorMessage(cause));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={fieldId}>Display name</Label>
        <Input
          id={fieldId}
          name="name"
          autoComplete="name"
          maxLength={MAX_NAME_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <FormError id={errorId} message={error} />
      </div>
      <Button type="submit" loading={saving || refreshing} disabled={unchanged}>
        {saving ? "Saving..." : "Save changes"}
      </Button>
    </form>
  );
}
