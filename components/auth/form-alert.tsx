import { CircleAlert } from "lucide-react";
import { cn } from "@/lib/utils";

interface FormAlertProps {
  id: string;
  message: string | null | undefined;
  className?: string;
}

/**
 * A form's current error. role="alert" reads it out when it appears; tabIndex lets the form
 * move focus here when the error is not about one field.
 */
export function FormAlert({ id, message, className }: FormAlertProps) {
  if (!message) return null;
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      className={cn(
        "flex items-start gap-2.5 rounded-lg border border-destructive/30 bg-destructive/5 px-3.5 py-3 text-sm font-medium text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-destructive/20",
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <p className="leading-5">{message}</p>
    </div>
  );
}
