import { ShieldAlert, ShieldCheck } from "lucide-react";
import type { Role } from "@/lib/auth/roles";
import { REQUIREMENT_TEXT } from "./requirement-text";

interface RequirementNoteProps {
  role: Role;
  /** An admin without a second factor, sent here from another page (`?required=1`). */
  sentHere: boolean;
}

/** Whether this account needs two-step verification: a banner when it kept them from a page. */
export function RequirementNote({ role, sentHere }: RequirementNoteProps) {
  if (sentHere) {
    return (
      <div
        role="alert"
        className="mt-4 flex gap-3 rounded-lg border border-warning/60 bg-warning/10 p-4 text-sm font-medium"
      >
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
        <p>{REQUIREMENT_TEXT[role]}</p>
      </div>
    );
  }
  return (
    <p className="mt-3 flex gap-2 text-sm text-muted-foreground">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{REQUIREMENT_TEXT[role]}</span>
    </p>
  );
}
