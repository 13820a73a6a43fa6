"use client";

import { useState } from "react";
import { ShieldOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { callApi, errorMessage } from "@/lib/api/client";
import { adminUsersResetSecondFactor } from "@/lib/api/endpoints/admin-users";
import { notify } from "@/lib/notify";

const SECOND_FACTOR_RESET = "Two-step verification reset";

interface SecondFactorFactProps {
  userId: string;
  name: string;
  /** Whether the account has a second factor now. */
  on: boolean;
  /** The admin's own account: nobody resets their own (the API refuses it too). */
  self: boolean;
  onChanged: () => void;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The account's two-step verification, on or off, and for a person who lost every factor and
 * recovery code, another admin's reset (a fresh proof of the admin's own is asked first).
 */
export function SecondFactorFact({ userId, name, on, self, onChanged }: SecondFactorFactProps) {
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);

  async function reset() {
    setWorking(true);
    try {
      const { data } = await callApi(adminUsersResetSecondFactor, { params: { id: userId } });
      const removed = [
        ...(data.totp ? ["the authenticator app"] : []),
        plural(data.passkeys, "passkey", "passkeys"),
        plural(data.recoveryCodes, "recovery code", "recovery codes"),
      ];
      notify.success(SECOND_FACTOR_RESET, {
        description: `${name}: ${removed.join(", ")} removed.`,
      });
    } catch (cause) {
      notify.error("Not reset", { description: errorMessage(cause) });
    } finally {
      setWorking(false);
      setOpen(false);
      onChanged();
    }
  }

  return (
    <div className="sm:col-span-2">
      <dt className="text-sm text-muted-foreground">Two-step verification</dt>
      <dd className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm font-medium">
        {on ? "On" : "Off"}
        {on && !self ? (
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            trigger={
              <Button type="button" variant="outline" size="sm">
                <ShieldOff aria-hidden="true" />
                Reset two-step verification
              </Button>
            }
            title={`Reset ${name}'s two-step verification?`}
            keepLabel="Cancel"
            confirmLabel="Reset"
            workingLabel="Resetting..."
            working={working}
            destructive
            onConfirm={() => void reset()}
          >
            <p>
              This removes their authenticator app, passkeys and recovery codes, and emails them
              that it happened. Until they set up a new second factor, their password alone signs
              them in.
            </p>
            <p>Reset only for someone who lost every factor and recovery code.</p>
          </ConfirmDialog>
        ) : null}
      </dd>
    </div>
  );
}
