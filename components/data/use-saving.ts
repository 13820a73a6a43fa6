"use client";

import { useState } from "react";
import { apiRequest } from "@/lib/api/client";

export interface SavingOptions<Saved> {
  /** Where the values go: "/api/v1/org/profile". */
  path: string;
  method: "POST" | "PUT";
  /** What the form does with the server's answer: a toast, the values as stored, closing. */
  onSaved: (saved: Saved) => void;
  /** Where the failure is said: beside its field, in the form's box or a toast. */
  onFailed: (cause: unknown) => void;
}

/**
 * A form's save through the API, with `saving` true while it runs so the form can hold its fields
 * and spin its button: the admin's and the organization's forms save alike.
 */
export function useSaving<Values, Saved>({
  path,
  method,
  onSaved,
  onFailed,
}: SavingOptions<Saved>) {
  const [saving, setSaving] = useState(false);

  async function save(values: Values) {
    setSaving(true);
    try {
      const { data } = await apiRequest<Saved>(path, { method, body: values });
      onSaved(data);
    } catch (cause) {
      onFailed(cause);
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
