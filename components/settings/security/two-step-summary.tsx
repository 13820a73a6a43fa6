import { ShieldCheck, ShieldOff } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { SECURITY_SETTINGS_PATH } from "@/lib/auth/second-factor";

/** /settings' card: whether two-step verification is on, and the way to its page. */
export function TwoStepSummary({ on }: { on: boolean }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        {on ? (
          <Badge variant="success">
            <ShieldCheck aria-hidden="true" />
            On
          </Badge>
        ) : (
          <Badge variant="outline">
            <ShieldOff aria-hidden="true" />
            Off
          </Badge>
        )}
        <p className="text-sm text-muted-foreground">
          {on
            ? "Sign-ins ask for a code from your authenticator app or a passkey after your password."
            : "Only your password protects this account."}
        </p>
      </div>
      <Link
        href={SECURITY_SETTINGS_PATH}
        className={buttonVariants({ variant: on ? "outline" : "default" })}
      >
        {on ? "Manage two-step verification" : "Set up two-step verification"}
      </Link>
    </div>
  );
}
