"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { notify } from "@/lib/notify";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { callApi } from "@/lib/api/client";
import { authResetPassword } from "@/lib/api/endpoints/auth";
import { resetLinkProblem } from "@/lib/auth/reset-link";
import type { resetPasswordSchema } from "@/lib/validations/auth";
import { AuthCard } from "./auth-card";
import { FormAlert } from "./form-alert";
import { FormField } from "./form-field";
import { lazyZodResolver } from "./lazy-schema";
import { PasswordInput } from "./password-input";
import { CHECK_ON_SUBMIT, useFormError } from "./use-form-error";

const RESET_DONE = "Password reset successfully! You can now sign in with your new password.";
const FAILED = "Failed to reset password";

const checkReset = lazyZodResolver(() =>
  import("@/lib/validations/auth").then((module) => module.resetPasswordSchema),
);

interface ResetPasswordFormProps {
  oobCode: string;
  /** The account the link belongs to, shown so people know whose password they change. */
  email: string;
  /** The link turned out expired or invalid while submitting. */
  onLinkProblem: (message: string) => void;
}

export function ResetPasswordForm({ oobCode, email, onLinkProblem }: ResetPasswordFormProps) {
  const router = useRouter();
  const id = useId();
  const ids = { password: `${id}-password`, confirmPassword: `${id}-confirm-password` };
  const emailId = `${id}-email`;
  const passwordHintId = `${id}-password-hint`;
  // The code rides along unseen: the schema checks it with the passwords, as the server does.
  const form = useForm({
    ...CHECK_ON_SUBMIT,
    resolver: checkReset,
    defaultValues: { oobCode, password: "", confirmPassword: "" },
  });
  const { message, attempt, alertId, fieldProps, failWith, submitWith } = useFormError(form, ids);
  const [submitting, setSubmitting] = useState(false);

  async function reset(values: z.output<typeof resetPasswordSchema>) {
    setSubmitting(true);
    try {
      await callApi(authResetPassword, { body: values });
      notify.success(RESET_DONE);
      router.push("/login");
      // The form stays locked while the sign-in page loads.
    } catch (caught) {
      setSubmitting(false);
      const linkProblem = resetLinkProblem(caught);
      if (linkProblem) {
        onLinkProblem(linkProblem);
        return;
      }
      // A refused password (e.g. too weak) comes back as an issue at its field.
      failWith(caught, { fallback: FAILED });
    }
  }

  return (
    <AuthCard
      icon={KeyRound}
      title="Reset Your Password"
      description="Choose a new password for your account."
    >
      <form
        method="post"
        noValidate
        onSubmit={submitWith(reset, submitting)}
        onFocus={checkReset.preload}
        className="space-y-5"
      >
        <FormAlert key={attempt} id={alertId} message={message} />
        <fieldset disabled={submitting} className="min-w-0 space-y-4">
          {/* Read-only, and named "username" so password managers file the new password. */}
          <FormField htmlFor={emailId} label="Account email">
            <Input
              id={emailId}
              name="username"
              type="email"
              autoComplete="username"
              value={email}
              readOnly
              tone="muted"
              className="text-muted-foreground"
            />
          </FormField>
          <FormField
            htmlFor={ids.password}
            label="New password"
            hint="At least 6 characters."
            hintId={passwordHintId}
          >
            <PasswordInput
              id={ids.password}
              autoComplete="new-password"
              toggleLabel="Show new password"
              {...form.register("password")}
              {...fieldProps("password", passwordHintId)}
            />
          </FormField>
          <FormField htmlFor={ids.confirmPassword} label="Confirm new password">
            <PasswordInput
              id={ids.confirmPassword}
              autoComplete="new-password"
              toggleLabel="Show confirm new password"
              {...form.register("confirmPassword")}
              {...fieldProps("confirmPassword")}
            />
          </FormField>
        </fieldset>
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          {submitting ? "Resetting password..." : "Reset Password"}
        </Button>
      </form>
    </AuthCard>
  );
}
