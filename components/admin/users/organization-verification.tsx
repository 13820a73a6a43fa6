"use client";

import { useId, useState } from "react";
import { BadgeCheck, ShieldOff } from "lucide-react";
import { VerifiedBadge } from "@/components/organizations/verified-badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { callApi, errorMessage } from "@/lib/api/client";
import { adminUsersVerification } from "@/lib/api/endpoints/admin-users";
import { notify } from "@/lib/notify";
import {
  ORGANIZATION_UNVERIFIED_TITLE,
  ORGANIZATION_VERIFIED_TITLE,
  VERIFICATION_NOTE_MAX,
} from "@/lib/organizations/verification";
import { lazySchema, useSchemaCheck } from "@/components/auth/lazy-schema";
import { ReasonField, useReason } from "./reason-field";

const verificationSchema = lazySchema(() =>
  import("@/lib/validations/admin-users").then((module) => module.organizationVerificationInput),
);

interface OrganizationVerificationProps {
  userId: string;
  organization: { name: string; verified: boolean };
  onChanged: () => void;
}

/** The admin verifies an organization, or withdraws it, with a note kept in the audit log. */
export function OrganizationVerification({
  userId,
  organization,
  onChanged,
}: OrganizationVerificationProps) {
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);
  const id = useId();
  const note = useReason(`${id}-note`);
  const check = useSchemaCheck(verificationSchema);
  const verifying = !organization.verified;

  function close() {
    setOpen(false);
    note.reset();
  }

  async function confirm() {
    const parsed = await check
      .parse({ verified: verifying, note: note.value })
      .catch((cause: unknown) => {
        notify.error("Verification not changed", { description: errorMessage(cause) });
        return null;
      });
    if (!parsed) return;
    if (!parsed.success) {
      note.refuse(parsed.error.issues[0]?.message ?? "Add a note on what was checked");
      return;
    }
    setWorking(true);
    try {
      await callApi(adminUsersVerification, {
        params: { id: userId },
        body: parsed.data,
      });
      notify.success(verifying ? ORGANIZATION_VERIFIED_TITLE : ORGANIZATION_UNVERIFIED_TITLE, {
        description: verifying
          ? `${organization.name} shows as verified and can convert coins to money.`
          : `${organization.name} shows as not verified yet and cannot convert coins to money.`,
      });
    } catch (cause) {
      notify.error("Verification not changed", { description: errorMessage(cause) });
    } finally {
      setWorking(false);
      close();
      onChanged();
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/30 p-3 sm:col-span-2">
      <div className="space-y-1">
        <VerifiedBadge verified={organization.verified} showPending />
        <p className="text-xs text-muted-foreground">
          {organization.verified
            ? "Customers see the verified badge; conversions to money are open."
            : "Customers see “Not verified yet”; conversions to money are closed."}
        </p>
      </div>
      <Button
        type="button"
        size="sm"
        variant={verifying ? "default" : "outline"}
        onClick={() => {
          // The note is checked on confirming: its schema loads while it is written.
          check.preload();
          setOpen(true);
        }}
      >
        {verifying ? <BadgeCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />}
        {verifying ? "Verify organization" : "Withdraw verification"}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => (next ? undefined : close())}
        title={
          verifying
            ? `Verify ${organization.name}?`
            : `Withdraw ${organization.name}'s verification?`
        }
        keepLabel="Cancel"
        confirmLabel={verifying ? "Verify" : "Withdraw verification"}
        workingLabel={verifying ? "Verifying..." : "Withdrawing..."}
        working={working}
        destructive={!verifying}
        onConfirm={() => void confirm()}
      >
        <p>
          {verifying
            ? "Customers see the verified badge on its page and services, and it can convert earned coins to money."
            : "Customers see “Not verified yet” on its page and services, and it cannot request conversions to money. Pending requests stay for you to decide."}
        </p>
        <ReasonField
          label={verifying ? "What was checked" : "Why"}
          maxLength={VERIFICATION_NOTE_MAX}
          disabled={working}
          {...note.field}
        />
      </ConfirmDialog>
    </div>
  );
}
