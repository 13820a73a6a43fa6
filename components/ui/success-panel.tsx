import type { ReactNode } from "react";
import Link from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

interface SuccessPanelProps {
  /** The heading's id: the panel is a section named by it. */
  id: string;
  /** The big mark above the title: a check, a heart. */
  icon: ReactNode;
  title: string;
  /** What went through, in a sentence or two. */
  children: ReactNode;
  /** Said beside the spinner while the page moves on: "Redirecting to your dashboard...". */
  going: ReactNode;
  /** Where the page moves, for those who would rather not wait. */
  href: string;
  goLabel: string;
}

/**
 * The end of a flow that went through (coins paid for, a review saved): what happened, and the
 * page moving on by itself, with a link to go at once.
 */
export function SuccessPanel({
  id,
  icon,
  title,
  children,
  going,
  href,
  goLabel,
}: SuccessPanelProps) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col items-center gap-4 rounded-xl border border-success/40 bg-success/5 px-6 py-10 text-center"
    >
      {icon}
      <div className="space-y-1.5">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {children}
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Redirecting" />
        {going}
      </p>
      <Link href={href} className={buttonVariants({ variant: "outline" })}>
        {goLabel}
      </Link>
    </section>
  );
}
