import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

const TONES = {
  info: { box: "border-border bg-muted/50", icon: "bg-accent text-accent-foreground" },
  warning: {
    box: "border-warning/40 bg-warning/10",
    icon: "bg-warning/20 text-warning-foreground",
  },
  success: { box: "border-success/30 bg-success/5", icon: "bg-success/15 text-success" },
  destructive: {
    box: "border-destructive/30 bg-destructive/5",
    icon: "bg-destructive/10 text-destructive",
  },
} as const;

interface CheckoutNoticeProps {
  icon: LucideIcon;
  tone?: keyof typeof TONES;
  title: string;
  children?: ReactNode;
  /** Links or buttons under the text, full width on phones. */
  actions?: ReactNode;
  role?: "status" | "alert";
  /** h3 inside the order summary's card; h2 where the notice sits right under the page title. */
  titleAs?: "h2" | "h3";
  className?: string;
}

/** Why the page offers no Pay button, or what happened to the payment, and where to go next. */
export function CheckoutNotice({
  icon: Icon,
  tone = "info",
  title,
  children,
  actions,
  role,
  titleAs: Title = "h3",
  className,
}: CheckoutNoticeProps) {
  const colours = TONES[tone];
  return (
    <section
      role={role}
      aria-label={role ? undefined : title}
      className={cn("rounded-xl border p-4 sm:p-5", colours.box, className)}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            "flex size-9 shrink-0 items-center justify-center rounded-full",
            colours.icon,
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 space-y-1.5 pt-1">
          <Title className="text-base leading-snug font-semibold text-balance">{title}</Title>
          {children ? (
            <div className="space-y-2 text-sm leading-6 text-pretty text-muted-foreground">
              {children}
            </div>
          ) : null}
        </div>
      </div>
      {actions ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:pl-12">{actions}</div>
      ) : null}
    </section>
  );
}
