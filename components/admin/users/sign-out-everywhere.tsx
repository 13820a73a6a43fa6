"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { callApi, errorMessage } from "@/lib/api/client";
import { adminUsersRevokeSessions } from "@/lib/api/endpoints/admin-users";
import { notify } from "@/lib/notify";

import { SIGNED_OUT_EVERYWHERE } from "./admin-users-messages";

/** Ends every browser session and API token of the account, behind a confirmation. */
export function SignOutEverywhere({ userId, name }: { userId: string; name: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);

  async function revoke() {
    setWorking(true);
    try {
      const { data } = await callApi(adminUsersRevokeSessions, {
        params: { id: userId },
      });
      notify.success(SIGNED_OUT_EVERYWHERE, {
        description: `${name}: ${data.sessions} browser ${data.sessions === 1 ? "session" : "sessions"} and ${data.apiTokens} API ${data.apiTokens === 1 ? "token" : "tokens"} ended.`,
      });
    } catch (cause) {
      notify.error("Not signed out", { description: errorMessage(cause) });
    } finally {
      setWorking(false);
      setOpen(false);
      router.refresh();
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="outline" size="sm">
          <LogOut aria-hidden="true" />
          Sign out everywhere
        </Button>
      }
      title={`Sign ${name} out everywhere?`}
      keepLabel="Cancel"
      confirmLabel="Sign Out Everywhere"
      workingLabel="Signing out..."
      working={working}
      destructive
      onConfirm={() => void revoke()}
    >
      <p>
        Every browser session and API token of this account ends now. The account stays active: its
        holder can sign in again with their password.
      </p>
    </ConfirmDialog>
  );
}
