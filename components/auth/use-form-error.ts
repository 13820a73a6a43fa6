"use client";

import { useCallback, useEffect, useId, useState } from "react";

interface FormErrorState<F extends string> {
  message: string;
  field: F | null;
  /** Changes on every failure, so the same message twice is announced and focused again. */
  attempt: number;
}

/**
 * The one error a form shows at a time: inline in a role="alert" box (not also as a toast: see
 * lib/notify), with the field it is about marked invalid, described by the box and focused. `fieldIds` maps each
 * field to its element id. Focus moves after the next render because fields are disabled while
 * the form works and a disabled element cannot take focus.
 */
export function useFormError<F extends string>(fieldIds: Record<F, string>) {
  const alertId = useId();
  const [error, setError] = useState<FormErrorState<F> | null>(null);

  const fail = useCallback((message: string, field: F | null = null) => {
    setError((previous) => ({ message, field, attempt: (previous?.attempt ?? 0) + 1 }));
  }, []);

  const clear = useCallback(() => setError(null), []);

  const targetId = error ? (error.field ? fieldIds[error.field] : alertId) : null;
  useEffect(() => {
    if (!targetId) return;
    const target = document.getElementById(targetId);
    target?.focus();
    if (target instanceof HTMLInputElement) target.select();
    // Each failure (attempt) moves focus once; typing afterwards must not be interrupted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error?.attempt]);

  /** aria-invalid and aria-describedby for a field; `hintIds` are its own help texts. */
  function fieldProps(field: F, ...hintIds: (string | undefined)[]) {
    const invalid = error?.field === field;
    const describedBy = [invalid ? alertId : undefined, ...hintIds].filter(Boolean).join(" ");
    return {
      "aria-invalid": invalid || undefined,
      "aria-describedby": describedBy || undefined,
    } as const;
  }

  return { error, fail, clear, alertId, fieldProps };
}
