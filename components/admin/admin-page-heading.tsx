import { Download } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";

interface AdminPageHeadingProps {
  title: string;
  description: string;
  /** The CSV of what the screen shows, under its current filters. */
  exportHref: string;
}

/** The top of an admin list screen: its name, what it holds, and its CSV download. */
export function AdminPageHeading({ title, description, exportHref }: AdminPageHeadingProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1.5 text-muted-foreground">{description}</p>
      </div>
      <a href={exportHref} download className={buttonVariants({ variant: "outline" })}>
        <Download aria-hidden="true" />
        Export CSV
      </a>
    </div>
  );
}
