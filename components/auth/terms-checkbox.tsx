"use client";

import Link from "@/components/ui/link";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { TERMS_LABEL } from "./signup-messages";

interface TermsCheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

const LINK_CLASS =
  "rounded-sm font-medium text-primary underline underline-offset-4 hover:text-primary/80";

/** "I agree to the Terms of Service and Privacy Policy"; the documents open in a new tab. */
export function TermsCheckbox({ id, checked, onChange, ...aria }: TermsCheckboxProps) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        className="mt-0.5"
        // The label's links add "(opens in a new tab)" for screen readers; the box keeps the
        // plain sentence as its name.
        aria-label={TERMS_LABEL}
        {...aria}
      />
      <Label htmlFor={id} look="sentence" className="text-muted-foreground">
        I agree to the{" "}
        <Link href="/terms" target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
          Terms of Service
          <span className="sr-only"> (opens in a new tab)</span>
        </Link>{" "}
        and{" "}
        <Link href="/privacy" target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
          Privacy Policy
          <span className="sr-only"> (opens in a new tab)</span>
        </Link>
      </Label>
    </div>
  );
}
