"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormError } from "@/components/settings/form-message";
import { callApi, errorMessage } from "@/lib/api/client";
import type { ResultOf } from "@/lib/api/endpoint";
import type { secondFactorBeginTotp } from "@/lib/api/endpoints/second-factor";
import { secondFactorConfirmTotp } from "@/lib/api/endpoints/second-factor";
import { notify } from "@/lib/notify";
import { CopyButton } from "./copy-button";
import { groupSecret } from "./secret-key";

export type TotpEnrolment = ResultOf<typeof secondFactorBeginTotp>;

interface TotpSetupProps {
  enrolment: TotpEnrolment;
  /** Turned on: the recovery codes when this was the account's first factor, else null. */
  onConfirmed: (recoveryCodes: string[] | null) => void;
  onCancel: () => void;
}

/** The QR step: scan (or type the key), then the app's first code turns it on. */
export function TotpSetup({ enrolment, onConfirmed, onCancel }: TotpSetupProps) {
  const baseId = useId();
  const codeId = `${baseId}-code`;
  const errorId = `${baseId}-error`;
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);

  // The "Set up" button that had focus is gone: the step's heading takes it, not the code field,
  // whose keyboard would cover the QR code on a phone.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verifying) return;
    setVerifying(true);
    setError(null);
    try {
      const { data } = await callApi(secondFactorConfirmTotp, { body: { code } });
      notify.success("Authenticator app turned on");
      onConfirmed(data.recoveryCodes);
    } catch (cause) {
      setError(errorMessage(cause));
      input.current?.select();
    } finally {
      setVerifying(false);
    }
  }

  return (
    // On a phone the step reads top to bottom: what to do, the QR code, the key, the code field.
    // From `sm` the QR code sits to the left of the rest.
    <div className="grid gap-x-6 gap-y-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:grid-rows-[auto_1fr]">
      <div className="space-y-1.5 sm:col-start-2 sm:row-start-1">
        <h3 ref={heading} tabIndex={-1} className="font-semibold outline-none">
          Scan the QR code with your authenticator app
        </h3>
        <p className="text-sm text-muted-foreground">
          Then enter the 6-digit code the app shows for Coinmarket.
        </p>
      </div>
      {/* An SVG data URL made by the server: next/image has nothing to optimise in it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={enrolment.qrCode}
        alt="QR code for your authenticator app"
        width={192}
        height={192}
        className="size-48 justify-self-center rounded-lg border bg-white p-2 sm:col-start-1 sm:row-span-2 sm:row-start-1 sm:justify-self-start"
      />
      <div className="min-w-0 space-y-5 sm:col-start-2 sm:row-start-2">
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">Can&apos;t scan it? Enter this key:</p>
          <div className="flex flex-wrap items-center gap-2">
            <code className="rounded-md bg-muted px-2.5 py-1.5 font-mono text-sm tracking-wider select-all">
              {groupSecret(enrolment.secret)}
            </code>
            <CopyButton
              text={enrolment.secret}
              label="Copy key"
              copiedLabel="Key copied"
              size="sm"
            />
          </div>
        </div>
        <form noValidate onSubmit={(event) => void verify(event)} className="space-y-3">
          <div className="space-y-2">
            <Label htmlFor={codeId}>Authentication code</Label>
            <Input
              ref={input}
              id={codeId}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              placeholder="123456"
              value={code}
              // Digits only, however the code was typed or pasted ("123 456").
              onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="max-w-40 font-mono tracking-widest"
            />
          </div>
          <FormError id={errorId} message={error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={verifying}>
              {verifying ? "Verifying..." : "Verify and turn on"}
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel} disabled={verifying}>
              Cancel
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
