import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";

/** An email address field: the keyboard, autofill and no autocorrection every account form wants. */
export function EmailInput(props: Omit<ComponentProps<typeof Input>, "type">) {
  return (
    <Input
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="you@example.com"
      {...props}
    />
  );
}
