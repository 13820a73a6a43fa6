"use client";

import { Check, Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCopy } from "@/components/ui/use-copy";
import { cn } from "@/lib/utils";

interface CopyIdProps {
  /** What the id is, for the button's name: "provider payment id". */
  label: string;
  value: string;
  className?: string;
}

/** A provider's id as the provider's dashboard prints it, with a button that copies it. */
export function CopyId({ label, value, className }: CopyIdProps) {
  // Without a clipboard (an insecure origin) the id stays selectable by hand.
  const { copied, copy } = useCopy();

  return (
    <span className={cn("inline-flex max-w-full min-w-0 items-center gap-1", className)}>
      <code className="truncate font-mono text-xs select-all" title={value}>
        {value}
      </code>
      <Button
        type="button"
        variant="ghost"
        size="icon-xs"
        className="shrink-0"
        aria-label={`Copy ${label} ${value}`}
        onClick={() => void copy(value)}
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
