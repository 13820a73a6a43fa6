"use client";

import { useId, useState } from "react";
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { usePlainForm } from "@/components/forms/use-plain-form";
import { withWait } from "@/lib/api/retry-after";
import { Button } from "@/components/ui/button";
import { ApiClientError, callApi } from "@/lib/api/client";
import { authLogin } from "@/lib/api/endpoints/auth";
import { AUTH_MESSAGES } from "@/lib/auth/auth-messages";
import { withCallbackUrl } from "@/lib/auth/callback-url";
import { SECOND_STEP_PATH } from "@/lib/auth/second-factor";
import { loginError, normalizeEmail, type LoginInput } from "@/lib/validations/login";
import { AuthDivider } from "./auth-divider";
import { AuthNotice } from "./auth-notice";
import { FormAlert } from "./form-alert";
import { EmailInput } from "./email-input";
import { useFinishSignIn } from "./finish-sign-in";
import { FormField } from "./form-field";
import { GoogleButton } from "./google-button";
import { PasswordInput } from "./password-input";
import { ruleResolver } from "./rule-resolver";
import { useFormError } from "./use-form-error";
import { textLinkClass } from "@/components/ui/text-link";

/** Why an admin suspended the account, when the refusal says (after a correct password). */
function suspensionReason(error: unknown): string | null {
  if (!(error instanceof ApiClientError) || error.code !== "account_suspended") return null;
  const reason = error.details?.reason;
  return typeof reason === "string" && reason ? reason : null;
}

interface LoginFormProps {
  /** Where to go after signing in, already checked to be a path on this site. */
  callbackUrl: string | null;
  googleEnabled: boolean;
}

export function LoginForm({ callbackUrl, googleEnabled }: LoginFormProps) {
  const router = useRouter();
  const finishSignIn = useFinishSignIn(callbackUrl);
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password` };
  // Checked on submit only, as CHECK_ON_SUBMIT sets react-hook-form up; the library itself stays
  // off this page's first load.
  const form = usePlainForm({
    // The API's loginSchema checks the same rule; zod itself stays off this page's first load.
    resolver: ruleResolver(loginError, (values: LoginInput) => ({
      email: normalizeEmail(values.email),
      password: values.password,
    })),
    defaultValues: { email: "", password: "" },
  });
  const { message, attempt, alertId, fieldProps, fail, failWith, submitWith } = useFormError(
    form,
    ids,
  );
  const [submitting, setSubmitting] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  const busy = submitting || googleBusy;

  async function signIn({ email, password }: LoginInput) {
    setSubmitting(true);
    try {
      const { data } = await callApi(authLogin, {
        body: { email, password },
      });
      // The password was right and the account has a second factor: the sign-in's second step
      // finishes it, then goes where this one would have.
      if (data.secondFactorRequired) router.replace(withCallbackUrl(SECOND_STEP_PATH, callbackUrl));
      else finishSignIn(data.user);
      // The form stays locked while the next page loads.
    } catch (caught) {
      setSubmitting(false);
      // A wrong password is the usual cause: put the cursor back in the password field.
      const wrongCredentials = caught instanceof ApiClientError && caught.status === 401;
      const reason = suspensionReason(caught);
      if (reason) fail(`${AUTH_MESSAGES.accountSuspended} Reason: ${reason}`);
      // Locked out: say for how long, from the answer's wait.
      else if (caught instanceof ApiClientError && caught.status === 429) fail(withWait(caught));
      else failWith(caught, { field: wrongCredentials ? "password" : null });
    }
  }

  return (
    <div className="space-y-6">
      {googleEnabled ? (
        <>
          <GoogleButton
            source="login"
            role="user"
            acceptTerms={false}
            callbackUrl={callbackUrl}
            onError={(message) => fail(message)}
            onBusyChange={setGoogleBusy}
            disabled={submitting}
          />
          <AuthDivider />
        </>
      ) : null}

      <form method="post" noValidate onSubmit={submitWith(signIn, busy)} className="space-y-5">
        <FormAlert key={attempt} id={alertId} message={message} />
        <fieldset disabled={busy} className="min-w-0 space-y-4">
          <FormField htmlFor={ids.email} label="Email">
            <EmailInput id={ids.email} {...form.register("email")} {...fieldProps("email")} />
          </FormField>
          <div className="space-y-2">
            <FormField htmlFor={ids.password} label="Password">
              <PasswordInput
                id={ids.password}
                autoComplete="current-password"
                {...form.register("password")}
                {...fieldProps("password")}
              />
            </FormField>
            <div className="flex justify-end">
              <Link href="/forgot-password" className={textLinkClass("text-sm")}>
                Forgot password?
              </Link>
            </div>
          </div>
        </fieldset>

        <AuthNotice tone="info">
          Verify your email address before you use the marketplace: open the link we sent you when
          you signed up.
        </AuthNotice>

        <Button type="submit" size="lg" className="w-full" loading={submitting} disabled={busy}>
          {submitting ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </div>
  );
}
