import type { ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import Link from "@/components/ui/link";

interface AdminDetailHeadingProps {
  /** The list the detail belongs to: "/admin/users", "All users". */
  back: { href: string; label: string };
  title: ReactNode;
  /** The lines under the title: what the detail is. */
  children: ReactNode;
  /** Beside the title from `sm` up, under it on a phone: its state, or what can be done. */
  aside: ReactNode;
}

/** The top of an admin detail screen (a user, a dispute): the way back to its list, then its name. */
export function AdminDetailHeading({ back, title, children, aside }: AdminDetailHeadingProps) {
  return (
    <>
      <Link
        href={back.href}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
          {children}
        </div>
        {aside}
      </div>
    </>
  );
}
