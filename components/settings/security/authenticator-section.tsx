"use client";

import { useRef, useState } from "react";
import { Smartphone } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/settings/form-message";
import { callApi, errorMessage } from "@/lib/api/client";
import { secondFactorBeginTotp, secondFactorRemoveTotp } from "@/lib/api/endpoints/second-factor";
import { RemoveFactor } from "./remove-factor";
import { SecurityCard } from "./security-card";
import { TotpSetup, type TotpEnrolment } from "./totp-setup";

interface AuthenticatorSectionProps {
  on: boolean;
  /** Removing it would leave an admin without a second factor: the server refuses, so no button. */
  mustKeep: boolean;
  /** Set up or removed: the recovery codes a first factor brought, else null. */
  onChanged: (recoveryCodes: string[] | null) => void;
}

/** The authenticator app: set it up (QR code, first code), or remove it. */
export function AuthenticatorSection({ on, mustKeep, onChanged }: AuthenticatorSectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const errorId = "authenticator-error";
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setStarting(true);
    setError(null);
    try {
      const { data } = await callApi(secondFactorBeginTotp);
      setEnrolment(data);
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setStarting(false);
    }
  }

  function finish(recoveryCodes: string[] | null) {
    setEnrolment(null);
    // The recovery codes' panel takes focus when there are codes; else the card keeps it.
    if (!recoveryCodes) heading.current?.focus();
    onChanged(recoveryCodes);
  }

  return (
    <SecurityCard
      id="security-authenticator"
      icon={Smartphone}
      title="Authenticator app"
      headingRef={heading}
      badge={on ? <Badge variant="success">On</Badge> : null}
      description={
        on
          ? "After your password, sign-ins ask for the 6-digit code your app shows."
          : "An app such as Google Authenticator, Microsoft Authenticator or 1Password shows a new 6-digit code every 30 seconds, asked for after your password."
      }
    >
      {on ? (
        mustKeep ? (
          <p className="text-sm text-muted-foreground">
            It is your only second factor, and admins must keep one: add a passkey before removing
            it.
          </p>
        ) : (
          <RemoveFactor
            name="Remove the authenticator app"
            title="Remove the authenticator app?"
            remove={() => callApi(secondFactorRemoveTotp)}
            removedTitle="Authenticator app removed"
            onRemoved={() => onChanged(null)}
            focusAfter={heading}
          >
            <p>
              Sign-ins stop asking for its codes. If it is your last method, your password alone
              signs you in and your recovery codes stop working.
            </p>
          </RemoveFactor>
        )
      ) : enrolment ? (
        <TotpSetup
          enrolment={enrolment}
          onConfirmed={finish}
          onCancel={() => {
            setEnrolment(null);
            heading.current?.focus();
          }}
        />
      ) : (
        <div className="space-y-3">
          <Button
            type="button"
            loading={starting}
            onClick={() => void start()}
            aria-describedby={error ? errorId : undefined}
          >
            Set up
          </Button>
          <FormError id={errorId} message={error} />
        </div>
      )}
    </SecurityCard>
  );
}
