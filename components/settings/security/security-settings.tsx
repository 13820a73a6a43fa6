"use client";

import { useState } from "react";
import type { DateStyle } from "@/lib/format/date-time";
import { AuthenticatorSection } from "./authenticator-section";
import { PasskeysSection } from "./passkeys-section";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { RECOVERY_CARD_ID, RecoveryCodesSection } from "./recovery-codes-section";
import type { SecondFactorView } from "./second-factor-view";
import { useRefreshPage } from "./use-refresh-page";

interface SecuritySettingsProps {
  /** As the server read it for this render; a change reads the page again. */
  status: SecondFactorView;
  email: string;
  dateStyle: DateStyle;
}

/**
 * /settings/security's methods: the authenticator app, passkeys and recovery codes. A new set of
 * recovery codes is held here, not in the card that asked for it, so it outlives the page's
 * refresh that follows every change.
 */
export function SecuritySettings({ status, email, dateStyle }: SecuritySettingsProps) {
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const { refresh } = useRefreshPage();
  const mustKeepOne = status.required === "always";
  const factors = (status.totp ? 1 : 0) + status.passkeys.length;
  // An admin's last factor has no Remove: the server would refuse it.
  const last = mustKeepOne && factors === 1;

  function changed(recoveryCodes: string[] | null) {
    if (recoveryCodes) setNewCodes(recoveryCodes);
    refresh();
  }

  return (
    <div className="space-y-6">
      {newCodes ? (
        <RecoveryCodesPanel
          codes={newCodes}
          email={email}
          onDone={() => {
            setNewCodes(null);
            requestAnimationFrame(() => document.getElementById(RECOVERY_CARD_ID)?.focus());
          }}
        />
      ) : null}
      <AuthenticatorSection on={status.totp} mustKeep={last && status.totp} onChanged={changed} />
      <PasskeysSection
        passkeys={status.passkeys}
        mustKeepLast={last && status.passkeys.length === 1}
        dateStyle={dateStyle}
        onChanged={changed}
      />
      <RecoveryCodesSection
        enrolled={factors > 0}
        left={status.recoveryCodesLeft}
        onNewCodes={changed}
      />
    </div>
  );
}
