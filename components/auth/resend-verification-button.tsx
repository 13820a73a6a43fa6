"use client";

import { useId, useState } from "react";
import { notify } from "@/lib/notify";
import { Button } from "@/components/ui/button";
import { callApi, errorMessage } from "@/lib/api/client";
import { authResendVerification } from "@/lib/api/endpoints/auth";
import { AuthNotice } from "./auth-notice";
import { FormAlert } from "./form-alert";

const SENT = "Verification email sent. Please check your inbox.";

/**
 * "Send a new link" for the signed-in account whose verification link failed; the new link leads
 * to `callbackUrl` as the failed one would have.
 */
export function ResendVerificationButton({ callbackUrl }: { callbackUrl: string | null }) {
  const alertId = useId();
  const [sending, setSending] = useState(false);
  // The server's answer: usually that a link was sent, or that the email is verified already.
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; attempt: number } | null>(null);

  async function resend() {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      const { message } = await callApi(authResendVerification, {
        body: { callbackUrl: callbackUrl ?? undefined },
      });
      notify.success(message ?? SENT);
      setSent(message ?? SENT);
    } catch (caught) {
      const message = errorMessage(caught);
      notify.error(message);
      setError((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 }));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-3">
      <FormAlert key={error?.attempt} id={alertId} message={error?.message} />
      {sent ? (
        <AuthNotice tone="success" role="status">
          {sent}
        </AuthNotice>
      ) : null}
      <Button
        type="button"
        size="lg"
        className="w-full"
        loading={sending}
        onClick={() => void resend()}
      >
        {sent ? "Send another link" : "Send a new link"}
      </Button>
    </div>
  );
}
