"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiClientError, callApi } from "@/lib/api/client";
import type { BodyOf, ResultOf } from "@/lib/api/endpoint";
import { secondFactorVerify } from "@/lib/api/endpoints/second-factor";
import { withWait } from "@/lib/api/retry-after";
import { SECOND_FACTOR_MESSAGES } from "@/lib/auth/second-factor";
import { AuthDivider } from "./auth-divider";
import { FormAlert } from "./form-alert";
import { FormField } from "./form-field";
import { passkeyAnswer, useWebAuthnSupport } from "./passkey-answer";
import { CHECK_ON_SUBMIT, useFormError } from "./use-form-error";

type SecondStepAnswer = ResultOf<typeof secondFactorVerify>;
type SecondFactorAnswer = BodyOf<typeof secondFactorVerify>;
type CodeMethod = "totp" | "recovery_code";

/** What the code field asks for in each mode, and the button that switches to the other. */
const MODES: Record<CodeMethod, { label: string; instruction: string; other: string }> = {
  totp: {
    label: "Authentication code",
    instruction: "Enter the code from your authenticator app.",
    other: "Use a recovery code",
  },
  recovery_code: {
    label: "Recovery code",
    instruction: "Enter one of the recovery codes you saved when you set up two-step verification.",
    other: "Use your authenticator app",
  },
};

interface SecondFactorFormProps {
  /** The sign-in's own page, or the step-up dialog (whose buttons sit in a dialog's footer). */
  variant: "page" | "dialog";
  submitLabel: string;
  workingLabel: string;
  /** The factor was accepted; the form stays locked (the page leaves, the dialog closes). */
  onProved: (answer: SecondStepAnswer) => void;
  /** A refusal the holder deals with itself (a sign-in that ran out): true when it did. */
  onRefused?: (error: unknown) => boolean;
  /** The dialog's Cancel, beside the submit button. */
  cancel?: ReactNode;
}

/**
 * A second factor, given one of three ways: the authenticator app's code, a passkey, or a
 * recovery code. The sign-in's second step (/login/verify) and the step-up dialog both ask with
 * it; the account's methods are not looked up first, so all three are offered.
 */
export function SecondFactorForm({
  variant,
  submitLabel,
  workingLabel,
  onProved,
  onRefused,
  cancel,
}: SecondFactorFormProps) {
  const id = useId();
  const ids = { code: `${id}-code` };
  const instructionId = `${id}-instruction`;
  const [method, setMethod] = useState<CodeMethod>("totp");
  const [working, setWorking] = useState<"code" | "passkey" | null>(null);
  const passkeys = useWebAuthnSupport();
  const form = useForm({ ...CHECK_ON_SUBMIT, defaultValues: { code: "" } });
  const { message, attempt, alertId, fieldProps, fail, failWith, submitWith } = useFormError(
    form,
    ids,
  );
  const busy = working !== null;
  const mode = MODES[method];

  // A switch of mode starts the field afresh and puts the cursor in it (not on first render).
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) form.setFocus("code");
  }, [method, form]);

  function switchMethod() {
    switched.current = true;
    form.reset({ code: "" });
    setMethod(method === "totp" ? "recovery_code" : "totp");
  }

  async function verify(answer: SecondFactorAnswer) {
    setWorking(answer.method === "passkey" ? "passkey" : "code");
    try {
      const { data } = await callApi(secondFactorVerify, { body: answer });
      onProved(data);
    } catch (caught) {
      setWorking(null);
      refused(caught);
    }
  }

  function refused(caught: unknown) {
    if (onRefused?.(caught)) return;
    // Locked out: say for how long, as the sign-in form does.
    if (caught instanceof ApiClientError && caught.status === 429) fail(withWait(caught));
    else failWith(caught);
  }

  async function submitCode({ code }: { code: string }) {
    // Authenticator apps show the code in groups ("123 456"); the server takes the digits.
    const typed = method === "totp" ? code.replace(/\s+/g, "") : code.trim();
    await verify({ method, code: typed });
  }

  async function answerWithPasskey() {
    setWorking("passkey");
    let answer: SecondFactorAnswer;
    try {
      answer = await passkeyAnswer();
    } catch (caught) {
      setWorking(null);
      // The challenge's own refusal says why; the browser's (closed, timed out, no passkey here)
      // is told as the server would tell a passkey it could not verify.
      if (caught instanceof ApiClientError) refused(caught);
      else fail(SECOND_FACTOR_MESSAGES.invalidPasskey);
      return;
    }
    await verify(answer);
  }

  const submit = (
    <Button
      type="submit"
      size={variant === "page" ? "lg" : "default"}
      className={variant === "page" ? "w-full" : undefined}
      loading={working === "code"}
      disabled={busy}
    >
      {working === "code" ? workingLabel : submitLabel}
    </Button>
  );
  const passkeyButton = passkeys ? (
    <Button
      type="button"
      variant={variant === "page" ? "outline" : "link"}
      size={variant === "page" ? "lg" : "inline"}
      className={variant === "page" ? "w-full" : undefined}
      loading={working === "passkey"}
      disabled={busy}
      onClick={() => void answerWithPasskey()}
    >
      {variant === "page" && working !== "passkey" ? <KeyRound aria-hidden="true" /> : null}
      Use a passkey
    </Button>
  ) : null;
  const switchButton = (
    <Button
      type="button"
      variant={variant === "page" ? "ghost" : "link"}
      size={variant === "page" ? "lg" : "inline"}
      className={variant === "page" ? "w-full" : undefined}
      disabled={busy}
      onClick={switchMethod}
    >
      {mode.other}
    </Button>
  );

  return (
    <form method="post" noValidate onSubmit={submitWith(submitCode, busy)} className="space-y-5">
      <FormAlert key={attempt} id={alertId} message={message} />
      <fieldset disabled={busy} className="min-w-0 space-y-3">
        <p id={instructionId} className="text-sm leading-6 text-muted-foreground">
          {mode.instruction}
        </p>
        <FormField htmlFor={ids.code} label={mode.label}>
          <Input
            id={ids.code}
            // Only the page's own field: a dialog moves focus into itself.
            autoFocus={variant === "page"}
            spellCheck={false}
            autoCapitalize="none"
            {...(method === "totp"
              ? ({ inputMode: "numeric", autoComplete: "one-time-code" } as const)
              : ({ inputMode: "text", autoComplete: "off" } as const))}
            {...form.register("code")}
            {...fieldProps("code", instructionId)}
          />
        </FormField>
      </fieldset>
      {variant === "page" ? (
        <>
          {submit}
          <AuthDivider label="or" />
          <div className="grid gap-2">
            {passkeyButton}
            {switchButton}
          </div>
        </>
      ) : (
        <>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {passkeyButton}
            {switchButton}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {cancel}
            {submit}
          </div>
        </>
      )}
    </form>
  );
}
