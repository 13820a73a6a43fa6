"use client";

import { useEffect, useRef } from "react";
import { Download, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "./copy-button";
import { recoveryCodesFile } from "./recovery-codes-file";

/** The panel's heading, which takes focus when it opens. */
export const RECOVERY_CODES_PANEL_ID = "recovery-codes-panel";

interface RecoveryCodesPanelProps {
  codes: string[];
  /** The account's address, named in the downloaded file. */
  email: string;
  /** "I have saved them": the codes are never shown again. */
  onDone: () => void;
}

function download(codes: string[], email: string) {
  const file = recoveryCodesFile(codes, email);
  const url = URL.createObjectURL(new Blob([file.text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  link.click();
  // The click starts the download before the address is let go.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A new set of recovery codes, shown this once (the server keeps only their hashes): copy,
 * download, then "I have saved them". Focus moves to it so the codes are not missed, on a phone
 * least of all, where the panel opens above the card that asked for them.
 */
export function RecoveryCodesPanel({ codes, email, onDone }: RecoveryCodesPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [codes]);

  return (
    <section
      aria-labelledby={RECOVERY_CODES_PANEL_ID}
      className="space-y-4 rounded-xl border-2 border-primary/40 bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <h2
        id={RECOVERY_CODES_PANEL_ID}
        ref={heading}
        tabIndex={-1}
        className="flex scroll-mt-24 items-center gap-2 text-lg leading-tight font-semibold outline-none"
      >
        <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
        Save your recovery codes
      </h2>
      <p className="text-sm text-muted-foreground">
        Each code signs you in once when you can&apos;t use your authenticator app or passkey. Keep
        them somewhere safe, such as a password manager: they are shown only now.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-lg bg-muted px-4 py-3 font-mono text-sm tracking-wide sm:text-base"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join("\n")} label="Copy" copiedLabel="Recovery codes copied" />
        <Button type="button" variant="outline" onClick={() => download(codes, email)}>
          <Download aria-hidden="true" />
          Download
        </Button>
        <Button type="button" onClick={onDone} className="sm:ml-auto">
          I have saved them
        </Button>
      </div>
    </section>
  );
}
