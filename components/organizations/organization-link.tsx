import Link from "@/components/ui/link";
import { organizationHref, type OrganizationRef } from "@/lib/organizations/organization-types";
import { cn } from "@/lib/utils";

/** An organization's name as a link to its public page: every card and page names who offers it. */
export function OrganizationLink({
  organization,
  quiet = false,
  className,
}: {
  organization: OrganizationRef;
  /** In the muted colour and normal weight of the line it sits in, darker under the pointer. */
  quiet?: boolean;
  className?: string;
}) {
  return (
    <Link
      href={organizationHref(organization.id)}
      data-testid="organization-link"
      className={cn(
        // Underlined always: a link inside a line of text must not rely on colour alone.
        quiet
          ? "font-normal text-muted-foreground hover:text-foreground"
          : "font-medium text-foreground",
        "rounded-sm underline decoration-current/30 underline-offset-4 hover:decoration-current focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        className,
      )}
    >
      {organization.name}
    </Link>
  );
}
