"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormError } from "@/components/settings/form-message";
import { callApi, errorMessage } from "@/lib/api/client";
import {
  secondFactorAddPasskey,
  secondFactorPasskeyOptions,
} from "@/lib/api/endpoints/second-factor";
import { notify } from "@/lib/notify";
import { PASSKEY_NAME_MAX } from "@/lib/validations/second-factor-values";
import { defaultPasskeyName } from "./passkey-name";
import { passkeyPromptError } from "./passkey-prompt-error";
import { webAuthnLibrary } from "./webauthn-library";
import { creationOptionsOf, registrationAnswerOf } from "./webauthn-options";

interface AddPasskeyProps {
  /** The WebAuthn library is here and the browser supports it. */
  ready: boolean;
  /** Registered: the recovery codes when it was the account's first factor, else null. */
  onAdded: (recoveryCodes: string[] | null) => void;
}

type Message = { tone: "error" | "info"; text: string } | null;

async function registrationOptions(): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { data } = await callApi(secondFactorPasskeyOptions);
  return creationOptionsOf(data);
}

/**
 * "Add a passkey": the options are fetched when the form opens, so the browser's prompt follows
 * the Create passkey press at once (Safari refuses a prompt that waited on the network after the press).
 * A prompt closed without a passkey keeps them (the challenge is unspent); any other end drops
 * them and the next try fetches new ones.
 */
export function AddPasskey({ ready, onAdded }: AddPasskeyProps) {
  const baseId = useId();
  const nameId = `${baseId}-name`;
  const messageId = `${baseId}-message`;
  const nameInput = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<PublicKeyCredentialCreationOptionsJSON | null>(null);
  const [name, setName] = useState("");
  const [suggested, setSuggested] = useState("Passkey");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);

  useEffect(() => {
    if (open) nameInput.current?.select();
  }, [open]);

  async function begin() {
    setBusy(true);
    setMessage(null);
    try {
      setOptions(await registrationOptions());
      const suggestion = defaultPasskeyName(navigator.userAgent);
      setSuggested(suggestion);
      setName(suggestion);
      setOpen(true);
    } catch (cause) {
      setMessage({ tone: "error", text: errorMessage(cause) });
    } finally {
      setBusy(false);
    }
  }

  function close() {
    setOpen(false);
    setOptions(null);
    setMessage(null);
    // The form and its buttons are gone: focus goes back to the button that opened it.
    requestAnimationFrame(() => opener.current?.focus());
  }

  /** The browser's prompt: its answer, or null once the page has said why there is none. */
  async function prompt(
    optionsJSON: PublicKeyCredentialCreationOptionsJSON,
  ): Promise<RegistrationResponseJSON | null> {
    try {
      const { startRegistration } = await webAuthnLibrary();
      return await startRegistration({ optionsJSON });
    } catch (cause) {
      const { cancelled, message: text } = passkeyPromptError(cause);
      setOptions(cancelled ? optionsJSON : null);
      setMessage({ tone: cancelled ? "info" : "error", text });
      return null;
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const response = await prompt(options ?? (await registrationOptions()));
      if (!response) return;
      setOptions(null);
      const { data } = await callApi(secondFactorAddPasskey, {
        body: { name: name.trim() || suggested, response: registrationAnswerOf(response) },
      });
      notify.success("Passkey added", { description: data.passkey.name });
      setOpen(false);
      // The recovery codes' panel takes focus when there are codes; else the opener, back again.
      if (!data.recoveryCodes) requestAnimationFrame(() => opener.current?.focus());
      onAdded(data.recoveryCodes);
    } catch (cause) {
      setOptions(null);
      setMessage({ tone: "error", text: errorMessage(cause) });
    } finally {
      setBusy(false);
    }
  }

  const feedback =
    message?.tone === "info" ? (
      <p id={messageId} role="status" className="text-sm text-muted-foreground">
        {message.text}
      </p>
    ) : (
      <FormError id={messageId} message={message?.text ?? null} />
    );

  if (!open) {
    return (
      <div className="space-y-3">
        <Button
          ref={opener}
          type="button"
          variant="outline"
          loading={busy}
          disabled={!ready}
          onClick={() => void begin()}
        >
          {busy ? null : <Plus aria-hidden="true" />}
          Add a passkey
        </Button>
        {feedback}
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void save(event)}
      className="space-y-3 rounded-lg border bg-muted/40 p-4"
    >
      <div className="space-y-2">
        <Label htmlFor={nameId}>Passkey name</Label>
        <Input
          ref={nameInput}
          id={nameId}
          name="passkey-name"
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-describedby={`${nameId}-hint${message ? ` ${messageId}` : ""}`}
        />
        <p id={`${nameId}-hint`} className="text-sm text-muted-foreground">
          So you can tell your passkeys apart. Your browser then asks for your fingerprint, face or
          screen lock.
        </p>
      </div>
      {feedback}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          {busy ? "Waiting for your browser..." : "Create passkey"}
        </Button>
        <Button type="button" variant="ghost" onClick={close} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
