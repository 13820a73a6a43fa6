// The login form's rule (docs/spec.md section 5), without zod: the sign-in page's browser code imports
// it directly, which keeps zod (about 30 KB) out of that page's first load. lib/validations/auth
// builds the API's loginSchema from the same function, so both still say the same thing.

/** A broken rule: the field it is about and the message docs/spec.md gives for it. */
export interface FieldError<F extends string = string> {
  field: F;
  message: string;
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export interface LoginInput {
  email: string;
  password: string;
}

export const FILL_IN_ALL_FIELDS = "Please fill in all fields";

/** One message for both fields; it points at the first empty one. */
export function loginError({ email, password }: LoginInput): FieldError<keyof LoginInput> | null {
  if (!email.trim()) return { field: "email", message: FILL_IN_ALL_FIELDS };
  if (!password) return { field: "password", message: FILL_IN_ALL_FIELDS };
  return null;
}
