// Only user and org accounts can sign up; an attempt to sign up as admin is refused outright
// (403), before any other validation.
import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { signupSchema } from "@/lib/validations/auth";

export const ADMIN_SELF_REGISTRATION = "Admin accounts cannot be created by signing up.";

export const registrationBodySchema = z
  .unknown()
  .transform((raw) => {
    if (typeof raw === "object" && raw !== null && "role" in raw && raw.role === "admin") {
      throw new AppError("forbidden", ADMIN_SELF_REGISTRATION);
    }
    return raw;
  })
  .pipe(signupSchema);
