"use client";

import { useId, useState, type FormEvent } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { notify } from "@/lib/notify";
import { Button } from "@/components/ui/button";
import { apiRequest, ApiClientError, errorMessage } from "@/lib/api/client";
import { AUTH_MESSAGES } from "@/lib/auth/auth-messages";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { dashboardPath } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session-user";
import { loginError } from "@/lib/validations/auth";
import { AuthDivider } from "./auth-divider";
import { AuthNotice } from "./auth-notice";
import { FormAlert } from "./form-alert";
import { EmailInput } from "./email-input";
import { FormField } from "./form-field";
import { GoogleButton } from "./google-button";
import { PasswordInput } from "./password-input";
import { useFormError } from "./use-form-error";

interface LoginFormProps {
  /** Where to go after signing in, already checked to be a path on this site. */
  callbackUrl: string | null;
  googleEnabled: boolean;
}

export function LoginForm({ callbackUrl, googleEnabled }: LoginFormProps) {
  const router = useRouter();
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password` };
  const { error, fail, clear, alertId, fieldProps } = useFormError(ids);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  const busy = submitting || googleBusy;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = loginError({ email, password });
    if (invalid) {
      fail(invalid, email.trim() ? "password" : "email");
      return;
    }
    clear();
    setSubmitting(true);
    try {
      const { data } = await apiRequest<{ user: Pick<SessionUser, "role"> }>("/api/v1/auth/login", {
        body: { email: email.trim(), password },
      });
      notify.success(AUTH_MESSAGES.loginSuccess);
      router.replace(safeCallbackUrl(callbackUrl) ?? dashboardPath(data.user.role));
      router.refresh();
      // The form stays locked while the next page loads.
    } catch (caught) {
      setSubmitting(false);
      // A wrong password is the usual cause: put the cursor back in the password field.
      const wrongCredentials = caught instanceof ApiClientError && caught.status === 401;
      fail(errorMessage(caught), wrongCredentials ? "password" : null);
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

      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormAlert key={error?.attempt} id={alertId} message={error?.message} />
        <fieldset disabled={busy} className="min-w-0 space-y-4">
          <FormField htmlFor={ids.email} label="Email">
            <EmailInput
              id={ids.email}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...fieldProps("email")}
            />
          </FormField>
          <div className="space-y-2">
            <FormField htmlFor={ids.password} label="Password">
              <PasswordInput
                id={ids.password}
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                {...fieldProps("password")}
              />
            </FormField>
            <div className="flex justify-end">
              <Link
                href="/forgot-password"
                className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
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
