import type { Ref } from "react";

/** Hands `value` to a ref of either kind (a callback, or an object's `current`). */
export function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}
