"use client";

import { useState } from "react";
import type { ApiResult } from "@/lib/api/client";

export interface SavingOptions<Values, Saved> {
  /** Sends the values: `(values) => callApi(endpoints.orgProfile.update, { body: values })`. */
  send: (values: Values) => Promise<ApiResult<Saved>>;
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
  send,
  onSaved,
  onFailed,
}: SavingOptions<Values, Saved>) {
  const [saving, setSaving] = useState(false);

  async function save(values: Values) {
    setSaving(true);
    try {
      const { data } = await send(values);
      onSaved(data);
    } catch (cause) {
      onFailed(cause);
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
