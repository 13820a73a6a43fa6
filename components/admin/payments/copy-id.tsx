"use client";

import { useEffect, useState } from "react";
import { Check, Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

interface CopyIdProps {
  /** What the id is, for the button's name: "provider payment id". */
  label: string;
  value: string;
  className?: string;
}

/** A provider's id as the provider's dashboard prints it, with a button that copies it. */
export function CopyId({ label, value, className }: CopyIdProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin): the id stays selectable by hand.
      setCopied(false);
    }
  }

  return (
    <span className={cn("inline-flex max-w-full min-w-0 items-center gap-1", className)}>
      <code className="truncate font-mono text-xs select-all" title={value}>
        {value}
      </code>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        className="size-7 shrink-0"
        aria-label={`Copy ${label} ${value}`}
        onClick={() => void copy()}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      </Button>
      <span aria-live="polite" className="sr-only">
        {copied ? `${label} copied` : ""}
      </span>
    </span>
  );
}

/** A provider's id in a list of ids: what it is, then the id to copy. */
export function IdTerm({ term, ...id }: CopyIdProps & { term: string }) {
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <dt className="shrink-0 text-muted-foreground">{term}</dt>
      <dd className="min-w-0">
        <CopyId {...id} />
      </dd>
    </div>
  );
}
