import type { ReactNode } from "react";
import { CircleAlert, CircleCheck, Info, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

type NoticeTone = "success" | "info" | "error";

// The text stays in the foreground colour (readable on every tint); the icon carries the tone.
const TONES: Record<NoticeTone, { icon: LucideIcon; box: string; iconColor: string }> = {
  success: { icon: CircleCheck, box: "border-success/30 bg-success/5", iconColor: "text-success" },
  info: { icon: Info, box: "border-border bg-muted/60", iconColor: "text-primary" },
  error: {
    icon: CircleAlert,
    box: "border-destructive/30 bg-destructive/5",
    iconColor: "text-destructive",
  },
};

interface AuthNoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  /** "status" for news the visitor should hear (e.g. after a redirect); none for fixed hints. */
  role?: "status" | "alert";
  id?: string;
  className?: string;
}

/** A short message box on an account screen: a confirmation, a hint or a problem. */
export function AuthNotice({ tone, children, role, id, className }: AuthNoticeProps) {
  const { icon: Icon, box, iconColor } = TONES[tone];
  return (
    <div
      id={id}
      role={role}
      className={cn(
        "flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm text-foreground",
        box,
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", iconColor)} />
      <div className="leading-5">{children}</div>
    </div>
  );
}
