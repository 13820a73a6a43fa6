"use client";

import { useState } from "react";

interface SavingOptions<Values, Saved> {
  /** The request: what the server answers once it is saved. */
  send: (values: Values) => Promise<Saved>;
  /** What the form does with the answer: a toast, the values as stored, closing. */
  onSaved: (saved: Saved) => void;
  /** Where the failure is said: beside its field, in the form's box or a toast. */
  onFailed: (cause: unknown) => void;
}

/**
 * A form's save, with `saving` true while it runs so the form can hold its fields and spin its
 * button: the admin's and the organization's forms save alike.
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
      onSaved(await send(values));
    } catch (cause) {
      onFailed(cause);
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
