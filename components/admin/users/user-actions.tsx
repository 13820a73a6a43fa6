"use client";

import { useId, useState } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { callApi, errorMessage } from "@/lib/api/client";
import {
  adminUsersChangeRole,
  adminUsersReactivate,
  adminUsersSuspend,
} from "@/lib/api/endpoints/admin-users";
import type { AdminUser } from "@/lib/schemas/admin-users";
import { ROLE_LABELS, ROLES, type Role } from "@/lib/auth/roles";
import { notify } from "@/lib/notify";
import { cn } from "@/lib/utils";
import { OWN_ACCOUNT_NOTE, USER_ROLE_UPDATED, USER_STATUS_UPDATED } from "./admin-users-messages";
import { ReasonField, useReason } from "./reason-field";
import { roleChangeWarning, RoleChangeWarning } from "./role-change-warning";
import { lazySchema, useSchemaCheck } from "@/components/auth/lazy-schema";
import { SUSPEND_REASON_MAX } from "@/lib/validations/admin-users-values";

interface UserActionsProps {
  user: AdminUser;
  /** The signed-in admin's own row: nothing here may change it. */
  self: boolean;
  /** After a change (or a refusal that says the row is out of date): read the rows again. */
  onChanged: () => void;
  className?: string;
}

const suspensionSchema = lazySchema(() =>
  import("@/lib/validations/admin-users").then((module) => module.suspendUserSchema),
);

type Pending = { kind: "role"; role: Role } | { kind: "suspend" } | { kind: "activate" };

/** The row's role selector and Suspend/Activate, each behind a confirmation. */
export function UserActions({ user, self, onChanged, className }: UserActionsProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [working, setWorking] = useState(false);
  const id = useId();
  const noteId = `${id}-note`;
  const reason = useReason(`${id}-reason`);
  const check = useSchemaCheck(suspensionSchema);

  function close() {
    setPending(null);
    reason.reset();
  }

  async function run(
    send: () => Promise<unknown>,
    change: "role" | "status",
    title: string,
    outcome: string,
  ) {
    setWorking(true);
    try {
      await send();
      notify.success(title, { description: `${user.name} ${outcome}.` });
    } catch (cause) {
      notify.error(change === "role" ? "Role not changed" : "Status not changed", {
        description: errorMessage(cause),
      });
    } finally {
      setWorking(false);
      close();
      onChanged();
    }
  }

  async function confirm() {
    if (!pending) return;
    if (pending.kind === "role") {
      const outcome = `is now ${article(pending.role)} ${ROLE_LABELS[pending.role]}`;
      const body = { role: pending.role };
      const send = () => callApi(adminUsersChangeRole, { params: { id: user.id }, body });
      void run(send, "role", USER_ROLE_UPDATED, outcome);
    } else if (pending.kind === "activate") {
      const send = () => callApi(adminUsersReactivate, { params: { id: user.id } });
      void run(send, "status", USER_STATUS_UPDATED, "is active again");
    } else {
      const parsed = await check.parse({ reason: reason.value }).catch((cause: unknown) => {
        notify.error("Status not changed", { description: errorMessage(cause) });
        return null;
      });
      if (!parsed) return;
      if (!parsed.success) {
        reason.refuse(parsed.error.issues[0]?.message ?? "Give a reason for the suspension");
        return;
      }
      const body = parsed.data;
      const send = () => callApi(adminUsersSuspend, { params: { id: user.id }, body });
      void run(send, "status", USER_STATUS_UPDATED, "is suspended");
    }
  }

  const active = user.status === "active";
  const warning = pending?.kind === "role" ? roleChangeWarning(user, pending.role) : null;
  const dialog =
    pending?.kind === "role"
      ? {
          title: `Make ${user.name} ${article(pending.role)} ${ROLE_LABELS[pending.role]}?`,
          confirmLabel: "Change Role",
          workingLabel: "Changing...",
        }
      : pending?.kind === "suspend"
        ? { title: `Suspend ${user.name}?`, confirmLabel: "Suspend", workingLabel: "Suspending..." }
        : {
            title: `Activate ${user.name}?`,
            confirmLabel: "Activate",
            workingLabel: "Activating...",
          };

  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <NativeSelect
        aria-label={`Role of ${user.name}`}
        aria-describedby={self ? noteId : undefined}
        fit="compact"
        value={user.role}
        disabled={self || working}
        onChange={(event) => setPending({ kind: "role", role: event.target.value as Role })}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </NativeSelect>
      <Button
        type="button"
        size="sm"
        variant={active ? "destructive" : "outline"}
        disabled={self || working}
        aria-describedby={self ? noteId : undefined}
        aria-label={`${active ? "Suspend" : "Activate"} ${user.name}`}
        onClick={() => {
          // The reason is checked on confirming: its schema loads while it is written.
          if (active) check.preload();
          setPending({ kind: active ? "suspend" : "activate" });
        }}
      >
        {active ? "Suspend" : "Activate"}
      </Button>
      {self ? (
        <p id={noteId} className="w-full text-xs whitespace-normal text-muted-foreground">
          {OWN_ACCOUNT_NOTE}
        </p>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        title={dialog.title}
        keepLabel="Cancel"
        confirmLabel={dialog.confirmLabel}
        workingLabel={dialog.workingLabel}
        working={working}
        destructive={pending?.kind === "suspend"}
        onConfirm={() => void confirm()}
      >
        {pending?.kind === "role" ? (
          <>
            <p>
              {user.email} gets what {article(pending.role)} {ROLE_LABELS[pending.role]} may do from
              their very next request.
            </p>
            {warning ? <RoleChangeWarning text={warning} /> : null}
          </>
        ) : pending?.kind === "activate" ? (
          <p>{user.email} can sign in again. The suspension&apos;s reason is cleared.</p>
        ) : (
          <>
            <p>
              {user.email} is signed out everywhere now and cannot sign in; an organization&apos;s
              services leave the catalogue and its active bookings are refunded. The reason is shown
              to them when they try to sign in, and kept in the audit log.
            </p>
            <ReasonField
              label="Reason"
              maxLength={SUSPEND_REASON_MAX}
              disabled={working}
              {...reason.field}
            />
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}

function article(role: Role): string {
  return role === "admin" || role === "org" ? "an" : "a";
}
