import type { ReactNode, Ref } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

const ICON_TONES = {
  primary: "bg-accent text-accent-foreground",
  success: "bg-success/10 text-success",
  warning: "bg-warning/15 text-warning-foreground",
  destructive: "bg-destructive/10 text-destructive",
} as const;

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  iconTone?: keyof typeof ICON_TONES;
  children?: ReactNode;
  /** Links under a rule at the bottom (e.g. "Don't have an account? Sign up"). */
  footer?: ReactNode;
  /** For screens that replace another in place: focus moves to the new heading. */
  titleRef?: Ref<HTMLHeadingElement>;
  className?: string;
}

/** The card every account screen sits in: the page's h1, a short explanation, the content. */
export function AuthCard({
  title,
  description,
  icon: Icon,
  iconTone = "primary",
  children,
  footer,
  titleRef,
  className,
}: AuthCardProps) {
  return (
    <div
      className={cn(
        "rounded-2xl border bg-card px-5 py-7 text-card-foreground shadow-sm sm:px-8 sm:py-8",
        className,
      )}
    >
      <div className="text-center">
        {Icon ? (
          <div
            className={cn(
              "mx-auto mb-4 flex size-12 items-center justify-center rounded-full",
              ICON_TONES[iconTone],
            )}
          >
            <Icon aria-hidden="true" className="size-6" />
          </div>
        ) : null}
        <h1
          ref={titleRef}
          tabIndex={titleRef ? -1 : undefined}
          className="text-2xl font-bold tracking-tight text-balance outline-none"
        >
          {title}
        </h1>
        {description ? (
          <div className="mt-2 text-sm leading-6 text-pretty text-muted-foreground">
            {description}
          </div>
        ) : null}
      </div>
      {children ? <div className="mt-6">{children}</div> : null}
      {footer ? (
        <div className="mt-6 border-t pt-6 text-center text-sm text-muted-foreground">{footer}</div>
      ) : null}
    </div>
  );
}
