import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Container } from "@/components/layout/container";
import { cn } from "@/lib/utils";

interface GuardFrameProps {
  icon: LucideIcon;
  /** Colours the icon's circle: neutral, a warning, or a refusal. */
  tone?: "primary" | "warning" | "destructive";
  title: string;
  children?: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
}

const TONES = {
  primary: "bg-accent text-accent-foreground",
  warning: "bg-warning/15 text-warning-foreground",
  destructive: "bg-destructive/10 text-destructive",
} as const;

/** The centred card the route guard screens share (docs/spec.md "Route guard order"). */
export function GuardFrame({
  icon: Icon,
  tone = "primary",
  title,
  children,
  actions,
}: GuardFrameProps) {
  return (
    <Container className="flex flex-1 items-center justify-center py-16 sm:py-24">
      <div className="w-full max-w-md rounded-2xl border bg-card p-6 text-center text-card-foreground shadow-sm sm:p-8">
        <div
          className={cn(
            "mx-auto flex size-14 items-center justify-center rounded-full",
            TONES[tone],
          )}
        >
          <Icon aria-hidden="true" className="size-7" />
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-balance">{title}</h1>
        {children ? (
          <div className="mt-3 space-y-3 text-sm leading-6 text-pretty text-muted-foreground">
            {children}
          </div>
        ) : null}
        {actions ? <div className="mt-6 flex flex-col gap-2">{actions}</div> : null}
      </div>
    </Container>
  );
}
