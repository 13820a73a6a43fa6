"use client";

import type { ComponentProps } from "react";
import { Check, Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCopy } from "@/components/ui/use-copy";
import { notify } from "@/lib/notify";

type CopyButtonProps = Omit<ComponentProps<typeof Button>, "onClick" | "children"> & {
  /** What goes to the clipboard. */
  text: string;
  /** The button's words: "Copy", "Copy key". */
  label: string;
  /** What a screen reader hears once it is copied: "Key copied". */
  copiedLabel: string;
};

/** Copies `text`, says so for two seconds, and says how else when there is no clipboard. */
export function CopyButton({ text, label, copiedLabel, ...button }: CopyButtonProps) {
  const { copied, copy: toClipboard } = useCopy();

  async function copy() {
    // No clipboard (an insecure origin, a refused permission): the text stays selectable.
    if (!(await toClipboard(text))) {
      notify.error("Couldn't copy", { description: "Select the text and copy it instead." });
    }
  }

  return (
    <>
      <Button type="button" variant="outline" {...button} onClick={() => void copy()}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? "Copied" : label}
      </Button>
      <span aria-live="polite" className="sr-only">
        {copied ? copiedLabel : ""}
      </span>
    </>
  );
}
