import { ShieldCheck } from "lucide-react";
import Link from "@/components/ui/link";
import { SECURITY_SETTINGS_PATH } from "@/lib/auth/second-factor";

/**
 * /org/convert for an organization without a second factor: asking for a conversion and changing
 * payout details need one, so it is said before the form is filled, not after.
 */
export function SecondFactorNeededNote() {
  return (
    <div
      role="note"
      aria-labelledby="second-factor-needed-title"
      className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm"
      data-testid="second-factor-needed"
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="space-y-1">
        <p id="second-factor-needed-title" className="font-semibold">
          Two-step verification protects your payouts
        </p>
        <p className="text-muted-foreground">
          Requesting a conversion and changing payout details need an authenticator app or a
          passkey, so a stolen password alone cannot send your earnings elsewhere.{" "}
          <Link
            href={SECURITY_SETTINGS_PATH}
            className="inline-flex min-h-6 items-center font-medium text-foreground underline"
          >
            Set up two-step verification
          </Link>
        </p>
      </div>
    </div>
  );
}
