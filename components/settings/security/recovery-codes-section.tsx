"use client";

import { useRef } from "react";
import { LifeBuoy, RefreshCw } from "lucide-react";
import { ConfirmAction } from "@/components/data/confirm-action";
import { Button } from "@/components/ui/button";
import { callApi, errorMessage } from "@/lib/api/client";
import { secondFactorRecoveryCodes } from "@/lib/api/endpoints/second-factor";
import { RECOVERY_CODE_COUNT } from "@/lib/auth/second-factor";
import { notify } from "@/lib/notify";
import { RECOVERY_CODES_PANEL_ID } from "./recovery-codes-panel";
import { SecurityCard } from "./security-card";

/** The card's heading, where focus goes when the new codes' panel closes. */
export const RECOVERY_CARD_ID = "security-recovery-codes";

interface RecoveryCodesSectionProps {
  /** Whether the account has a second factor (recovery codes come with the first). */
  enrolled: boolean;
  left: number;
  /** A new set was made: the panel shows it. */
  onNewCodes: (codes: string[]) => void;
}

function codesLeft(left: number): string {
  return `${left} recovery ${left === 1 ? "code" : "codes"} left`;
}

/** How many recovery codes are left, and "Make new codes" (the old ones stop working). */
export function RecoveryCodesSection({ enrolled, left, onNewCodes }: RecoveryCodesSectionProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const made = useRef(false);

  async function makeNew(): Promise<boolean> {
    try {
      const { data } = await callApi(secondFactorRecoveryCodes);
      notify.success("New recovery codes made");
      made.current = true;
      onNewCodes(data.recoveryCodes);
      return true;
    } catch (cause) {
      notify.error("No new codes", { description: errorMessage(cause) });
      return false;
    }
  }

  return (
    <SecurityCard
      id={RECOVERY_CARD_ID}
      icon={LifeBuoy}
      title="Recovery codes"
      description="Single-use codes for when you can't use your authenticator app or passkey: each signs you in once."
    >
      {enrolled ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-1 text-sm">
            <p className="font-medium">{codesLeft(left)}</p>
            {left <= 3 ? (
              <p className="text-muted-foreground">
                {left === 0 ? "None left" : "Running low"}: make new codes and save them.
              </p>
            ) : null}
          </div>
          <ConfirmAction
            trigger={
              <Button
                ref={trigger}
                type="button"
                variant="outline"
                className="self-start sm:self-auto"
              >
                <RefreshCw aria-hidden="true" />
                Make new codes
              </Button>
            }
            title="Make new recovery codes?"
            keepLabel="Keep my codes"
            confirmLabel="Make new codes"
            workingLabel="Making codes..."
            onConfirm={makeNew}
            onCloseAutoFocus={(event) => {
              // New codes: focus stays on their panel (it took it when it opened).
              event.preventDefault();
              if (made.current) {
                made.current = false;
                document.getElementById(RECOVERY_CODES_PANEL_ID)?.focus();
              } else {
                trigger.current?.focus();
              }
            }}
          >
            <p>
              You get {RECOVERY_CODE_COUNT} new codes to save, and the {left} you have now stop
              working.
            </p>
          </ConfirmAction>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          You get {RECOVERY_CODE_COUNT} recovery codes when you set up your first method above.
        </p>
      )}
    </SecurityCard>
  );
}
