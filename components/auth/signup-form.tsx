"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import type { z } from "zod";
import { usePlainForm } from "@/components/forms/use-plain-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { callApi } from "@/lib/api/client";
import { authRegister } from "@/lib/api/endpoints/auth";
import { withCallbackUrl } from "@/lib/auth/callback-url";
import type { signupSchema } from "@/lib/validations/auth";
import { ACCEPT_TERMS, type SelfRegisterRole } from "@/lib/validations/auth-values";
import { organizationNameError } from "@/lib/validations/organization-name";
import { AccountTypeSelect } from "./account-type-select";
import { AuthDivider } from "./auth-divider";
import { AuthNotice } from "./auth-notice";
import { FormAlert } from "./form-alert";
import { EmailInput } from "./email-input";
import { FormField } from "./form-field";
import { GoogleButton } from "./google-button";
import { lazyZodResolver } from "./lazy-schema";
import { PasswordInput } from "./password-input";
import { TermsCheckbox } from "./terms-checkbox";
import { useFormError } from "./use-form-error";

/** The fields as typed: the API checks the confirmation and the terms box too. */
type SignupValues = z.input<typeof signupSchema>;

// Raw values: the API wants what was typed, confirmation and terms box included.
const checkSignup = lazyZodResolver(
  () => import("@/lib/validations/auth").then((module) => module.signupSchema),
  { raw: true },
);

interface SignupFormProps {
  initialRole: SelfRegisterRole;
  googleEnabled: boolean;
  /** The page the sign-up started from, already checked to be a path on this site. */
  callbackUrl: string | null;
}

export function SignupForm({ initialRole, googleEnabled, callbackUrl }: SignupFormProps) {
  const router = useRouter();
  const id = useId();
  const ids = {
    role: `${id}-role`,
    organizationName: `${id}-organization-name`,
    name: `${id}-name`,
    email: `${id}-email`,
    password: `${id}-password`,
    confirmPassword: `${id}-confirm-password`,
    acceptTerms: `${id}-terms`,
  };
  const roleHintId = `${id}-role-hint`;
  const organizationHintId = `${id}-organization-hint`;
  const passwordHintId = `${id}-password-hint`;
  // Checked on submit only, as CHECK_ON_SUBMIT sets react-hook-form up; the library itself stays
  // off this page's first load.
  const form = usePlainForm({
    resolver: checkSignup,
    defaultValues: {
      role: initialRole,
      organizationName: "",
      name: "",
      email: "",
      password: "",
      confirmPassword: "",
      acceptTerms: false,
    },
  });
  const roleField = form.field("role");
  const termsField = form.field("acceptTerms");
  const role: SelfRegisterRole = roleField.value === "org" ? "org" : "user";
  const acceptTerms = termsField.value === true;
  const organizationName = form.watch("organizationName") ?? "";
  const { message, attempt, alertId, fieldProps, fail, failWith, submitWith } = useFormError(
    form,
    ids,
  );
  const [submitting, setSubmitting] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  const busy = submitting || googleBusy;

  async function createAccount(values: SignupValues) {
    setSubmitting(true);
    try {
      await callApi(authRegister, {
        body: {
          ...values,
          name: values.name?.trim(),
          email: values.email?.trim(),
          // Only an organization has one; a name typed before switching to User is dropped.
          organizationName: role === "org" ? values.organizationName?.trim() : undefined,
          // The verification email's link leads back there, and so does signing in.
          callbackUrl: callbackUrl ?? undefined,
        },
      });
      // The sign-in page says "Account created! ..." where the next step is (?registered=1):
      // a toast as well showed the same sentence twice.
      router.push(withCallbackUrl("/login?registered=1", callbackUrl));
      // The form stays locked while the sign-in page loads.
    } catch (caught) {
      setSubmitting(false);
      // A refused field (422) comes back as an issue at its field. A taken email is answered
      // as a new one (its owner is mailed instead), so it lands on the sign-in page too.
      failWith(caught);
    }
  }

  // Google sign-up also needs the terms accepted first (docs/spec.md section 5), and an
  // organization its name: Google knows the person, not the organization.
  function canStartGoogle(): boolean {
    const nameError = role === "org" ? organizationNameError(organizationName) : null;
    if (nameError) {
      fail(nameError, "organizationName");
      return false;
    }
    if (acceptTerms) return true;
    fail(ACCEPT_TERMS, "acceptTerms");
    return false;
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={submitWith(createAccount, busy)}
      onFocus={checkSignup.preload}
      className="space-y-6"
    >
      <FormAlert key={attempt} id={alertId} message={message} />

      <div className="space-y-2">
        <Label htmlFor={ids.role}>Account type</Label>
        <AccountTypeSelect
          id={ids.role}
          value={role}
          onChange={roleField.onChange}
          hintId={roleHintId}
          disabled={busy}
          {...fieldProps("role", roleHintId)}
        />
      </div>

      {role === "org" ? (
        <fieldset disabled={busy} className="min-w-0">
          <FormField
            htmlFor={ids.organizationName}
            label="Organization name"
            hint="Shown on your public page and on every service you offer. You can change it later."
            hintId={organizationHintId}
          >
            <Input
              id={ids.organizationName}
              autoComplete="organization"
              placeholder="Your organization's name"
              {...form.register("organizationName")}
              {...fieldProps("organizationName", organizationHintId)}
            />
          </FormField>
        </fieldset>
      ) : null}

      {googleEnabled ? (
        <>
          <GoogleButton
            source="signup"
            role={role}
            acceptTerms={acceptTerms}
            organizationName={role === "org" ? organizationName.trim() : ""}
            callbackUrl={callbackUrl}
            canStart={canStartGoogle}
            onError={(problem, cause) => (cause === undefined ? fail(problem) : failWith(cause))}
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
            autoComplete="name"
            placeholder="Your full name"
            {...form.register("name")}
            {...fieldProps("name")}
          />
        </FormField>
        <FormField htmlFor={ids.email} label="Email">
          <EmailInput id={ids.email} {...form.register("email")} {...fieldProps("email")} />
        </FormField>
        <FormField
          htmlFor={ids.password}
          label="Password"
          hint="At least 6 characters."
          hintId={passwordHintId}
        >
          <PasswordInput
            id={ids.password}
            autoComplete="new-password"
            {...form.register("password")}
            {...fieldProps("password", passwordHintId)}
          />
        </FormField>
        <FormField htmlFor={ids.confirmPassword} label="Confirm password">
          <PasswordInput
            id={ids.confirmPassword}
            autoComplete="new-password"
            toggleLabel="Show confirm password"
            {...form.register("confirmPassword")}
            {...fieldProps("confirmPassword")}
          />
        </FormField>
        <TermsCheckbox
          id={ids.acceptTerms}
          checked={acceptTerms}
          onChange={termsField.onChange}
          {...fieldProps("acceptTerms")}
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
