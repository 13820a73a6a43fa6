// A react-hook-form resolver from one of lib/validations' rule functions, for forms whose page
// should not load zod: the rule's first broken field gets its message, as zodResolver would put
// the schema's one issue there; valid values go to the submit handler as `parse` returns them.
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { FieldError } from "@/lib/validations/login";

export function ruleResolver<T extends FieldValues, O>(
  rule: (values: T) => FieldError<Extract<keyof T, string>> | null,
  parse: (values: T) => O,
): Resolver<T, unknown, O> {
  return (values) => {
    const broken = rule(values);
    if (!broken) return { values: parse(values), errors: {} };
    const errors = {
      [broken.field]: { type: "custom", message: broken.message },
    } as FieldErrors<T>;
    return { values: {}, errors };
  };
}
