"use client";

import { useId, useState } from "react";
import Link from "@/components/ui/link";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { notify } from "@/lib/notify";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { authForgotPassword } from "@/lib/api/endpoints/auth";
import { AuthCard } from "./auth-card";
import { CheckEmail } from "./check-email";
import { FormAlert } from "./form-alert";
import { EmailInput } from "./email-input";
import { FormField } from "./form-field";
import { lazyZodResolver } from "./lazy-schema";
import { CHECK_ON_SUBMIT, useFormError } from "./use-form-error";
import { textLinkClass } from "@/components/ui/text-link";

const SENT = "Password reset email sent! Check your inbox.";
const FAILED = "Failed to send reset email";

const checkEmail = lazyZodResolver(() =>
  import("@/lib/validations/auth").then((module) => module.forgotPasswordSchema),
);

/** Forgot password: the email form, then the 'Check Your Email' screen (and back). */
export function ForgotPasswordForm() {
  const id = useId();
  const ids = { email: `${id}-email` };
  const form = useForm({
    ...CHECK_ON_SUBMIT,
    resolver: checkEmail,
    defaultValues: { email: "" },
  });
  const { message, attempt, alertId, fieldProps, failWith, submitWith } = useFormError(form, ids);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // After "Try Different Email" the form comes back with the cursor in the email field.
  const [returned, setReturned] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function sendLink() {
    // The address as typed (trimmed) is what 'Check Your Email' shows; the schema's lower-cased
    // one is the server's business.
    const email = (form.getValues("email") ?? "").trim();
    setSubmitting(true);
    try {
      await callApi(authForgotPassword, { body: { email } });
      notify.success(SENT);
      setSentTo(email);
    } catch (caught) {
      failWith(caught, { fallback: FAILED });
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <CheckEmail
        email={sentTo}
        onTryAgain={() => {
          setSentTo(null);
          setReturned(true);
        }}
      />
    );
  }

  return (
    <AuthCard
      icon={KeyRound}
      title="Forgot Password?"
      description="Enter the email address of your account and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it?{" "}
          <Link href="/login" className={textLinkClass()}>
            Back to Login
          </Link>
        </>
      }
    >
      <form
        method="post"
        noValidate
        onSubmit={submitWith(sendLink, submitting)}
        onFocus={checkEmail.preload}
        className="space-y-5"
      >
        <FormAlert key={attempt} id={alertId} message={message} />
        <fieldset disabled={submitting} className="min-w-0">
          <FormField htmlFor={ids.email} label="Email">
            <EmailInput
              id={ids.email}
              autoFocus={returned}
              {...form.register("email")}
              {...fieldProps("email")}
            />
          </FormField>
        </fieldset>
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          {submitting ? "Sending..." : "Send Reset Link"}
        </Button>
      </form>
    </AuthCard>
  );
}
