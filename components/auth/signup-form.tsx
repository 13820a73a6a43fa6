"use client";

import { useId, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { notify } from "@/lib/notify";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { AUTH_MESSAGES } from "@/lib/auth/auth-messages";
import { signupError, type SelfRegisterRole } from "@/lib/validations/auth";
import { AccountTypeSelect } from "./account-type-select";
import { AuthDivider } from "./auth-divider";
import { AuthNotice } from "./auth-notice";
import { FormAlert } from "./form-alert";
import { EmailInput } from "./email-input";
import { FormField } from "./form-field";
import { GoogleButton } from "./google-button";
import { PasswordInput } from "./password-input";
import { TermsCheckbox } from "./terms-checkbox";
import { useFormError } from "./use-form-error";

type SignupField = "role" | "name" | "email" | "password" | "confirmPassword" | "terms";

const TERMS_REQUIRED = "Please accept the terms and conditions";

// Which field each message of signupError (and the API's 409/422 answers) is about.
const FIELD_OF_MESSAGE: Record<string, SignupField> = {
  "Please enter your full name": "name",
  "Please enter a shorter name": "name",
  "Please enter your email": "email",
  "Invalid email address": "email",
  "An account with this email already exists": "email",
  "Please enter a password": "password",
  "Password must be at least 6 characters": "password",
  "Password is too weak": "password",
  "Password is too long": "password",
  "Passwords do not match": "confirmPassword",
  [TERMS_REQUIRED]: "terms",
  "Choose an Individual User or an Organization account": "role",
};

function fieldOf(message: string): SignupField | null {
  return FIELD_OF_MESSAGE[message] ?? null;
}

interface SignupFormProps {
  initialRole: SelfRegisterRole;
  googleEnabled: boolean;
}

export function SignupForm({ initialRole, googleEnabled }: SignupFormProps) {
  const router = useRouter();
  const id = useId();
  const ids: Record<SignupField, string> = {
    role: `${id}-role`,
    name: `${id}-name`,
    email: `${id}-email`,
    password: `${id}-password`,
    confirmPassword: `${id}-confirm-password`,
    terms: `${id}-terms`,
  };
  const roleHintId = `${id}-role-hint`;
  const passwordHintId = `${id}-password-hint`;
  const { error, fail, clear, alertId, fieldProps } = useFormError(ids);
  const [role, setRole] = useState<SelfRegisterRole>(initialRole);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  const busy = submitting || googleBusy;

  function report(message: string) {
    fail(message, fieldOf(message));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input = { name, email, password, confirmPassword, acceptTerms, role };
    const invalid = signupError(input);
    if (invalid) {
      report(invalid);
      return;
    }
    clear();
    setSubmitting(true);
    try {
      await apiRequest("/api/v1/auth/register", {
        body: { ...input, name: name.trim(), email: email.trim() },
      });
      notify.success(AUTH_MESSAGES.signupSuccess);
      router.push("/login?registered=1");
      // The form stays locked while the sign-in page loads.
    } catch (caught) {
      setSubmitting(false);
      report(errorMessage(caught));
    }
  }

  // Google sign-up also needs the terms accepted first (SPEC.md section 5).
  function canStartGoogle(): boolean {
    if (acceptTerms) return true;
    fail(TERMS_REQUIRED, "terms");
    return false;
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormAlert key={error?.attempt} id={alertId} message={error?.message} />

      <div className="space-y-2">
        <Label htmlFor={ids.role}>Account type</Label>
        <AccountTypeSelect
          id={ids.role}
          value={role}
          onChange={setRole}
          hintId={roleHintId}
          disabled={busy}
          {...fieldProps("role", roleHintId)}
        />
      </div>

      {googleEnabled ? (
        <>
          <GoogleButton
            source="signup"
            role={role}
            acceptTerms={acceptTerms}
            callbackUrl={null}
            canStart={canStartGoogle}
            onError={report}
            onBusyChange={setGoogleBusy}
            disabled={submitting}
          />
          <AuthDivider label="or sign up with email" />
        </>
      ) : null}

      <fieldset disabled={busy} className="min-w-0 space-y-4">
        <FormField htmlFor={ids.name} label="Full name">
          <Input
            id={ids.name}
            name="name"
            autoComplete="name"
            placeholder="Your full name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            {...fieldProps("name")}
          />
        </FormField>
        <FormField htmlFor={ids.email} label="Email">
          <EmailInput
            id={ids.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...fieldProps("email")}
          />
        </FormField>
        <FormField
          htmlFor={ids.password}
          label="Password"
          hint="At least 6 characters."
          hintId={passwordHintId}
        >
          <PasswordInput
            id={ids.password}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...fieldProps("password", passwordHintId)}
          />
        </FormField>
        <FormField htmlFor={ids.confirmPassword} label="Confirm password">
          <PasswordInput
            id={ids.confirmPassword}
            name="confirmPassword"
            autoComplete="new-password"
            toggleLabel="Show confirm password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            {...fieldProps("confirmPassword")}
          />
        </FormField>
        <TermsCheckbox
          id={ids.terms}
          checked={acceptTerms}
          onChange={setAcceptTerms}
          {...fieldProps("terms")}
        />
      </fieldset>

      <AuthNotice tone="info">
        We&apos;ll send a verification email to the address above. Verify it before you start using
        the marketplace.
      </AuthNotice>

      <Button type="submit" size="lg" className="w-full" loading={submitting} disabled={busy}>
        {submitting ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
