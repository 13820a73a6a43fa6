"use client";

import { useRef } from "react";
import { KeyRound } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { callApi } from "@/lib/api/client";
import { secondFactorRemovePasskey } from "@/lib/api/endpoints/second-factor";
import { formatDate, formatDateTime, type DateStyle } from "@/lib/format/date-time";
import type { SecondFactorView } from "./second-factor-view";
import { AddPasskey } from "./add-passkey";
import { RemoveFactor } from "./remove-factor";
import { SecurityCard } from "./security-card";
import { useWebAuthnSupport } from "./webauthn-library";

type Passkey = SecondFactorView["passkeys"][number];

interface PasskeysSectionProps {
  passkeys: Passkey[];
  /** The account's only factor is this one passkey, and admins must keep one. */
  mustKeepLast: boolean;
  dateStyle: DateStyle;
  onChanged: (recoveryCodes: string[] | null) => void;
}

/** Passkeys: the ones registered (added, last used, Remove) and "Add a passkey". */
export function PasskeysSection({
  passkeys,
  mustKeepLast,
  dateStyle,
  onChanged,
}: PasskeysSectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const supported = useWebAuthnSupport();

  return (
    <SecurityCard
      id="security-passkeys"
      icon={KeyRound}
      title="Passkeys"
      headingRef={heading}
      badge={passkeys.length > 0 ? <Badge variant="success">On</Badge> : null}
      description="Confirm sign-ins with your fingerprint, face or screen lock instead of a code. A passkey stays on your device or in your password manager."
    >
      <div className="space-y-4">
        {passkeys.length === 0 ? (
          <p className="text-sm text-muted-foreground">No passkeys yet.</p>
        ) : (
          <ul aria-label="Your passkeys" className="divide-y rounded-lg border">
            {passkeys.map((passkey) => (
              <li
                key={passkey.id}
                className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-medium break-words">{passkey.name}</p>
                  <p className="text-muted-foreground">
                    Added {formatDate(passkey.createdAt, dateStyle)} ·{" "}
                    {passkey.lastUsedAt
                      ? `Last used ${formatDateTime(passkey.lastUsedAt, dateStyle)}`
                      : "Not used yet"}
                  </p>
                </div>
                {mustKeepLast ? null : (
                  <RemoveFactor
                    name={`Remove ${passkey.name}`}
                    title={`Remove "${passkey.name}"?`}
                    remove={() =>
                      callApi(secondFactorRemovePasskey, { params: { id: passkey.id } })
                    }
                    removedTitle="Passkey removed"
                    onRemoved={() => onChanged(null)}
                    focusAfter={heading}
                  >
                    <p>
                      It can no longer confirm your sign-ins. Remove it from the device or password
                      manager too. If it is your last method, your password alone signs you in and
                      your recovery codes stop working.
                    </p>
                  </RemoveFactor>
                )}
              </li>
            ))}
          </ul>
        )}
        {mustKeepLast ? (
          <p className="text-sm text-muted-foreground">
            It is your only second factor, and admins must keep one: set up the authenticator app or
            add another passkey before removing it.
          </p>
        ) : null}
        {supported === false ? (
          <p role="note" className="text-sm text-muted-foreground">
            This browser can&apos;t make passkeys. Open this page in a recent Chrome, Safari, Edge
            or Firefox to add one.
          </p>
        ) : (
          // Drawn (disabled) while the library loads, so nothing moves when it arrives.
          <AddPasskey onAdded={onChanged} ready={supported === true} />
        )}
      </div>
    </SecurityCard>
  );
}
