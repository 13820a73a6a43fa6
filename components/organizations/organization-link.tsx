import Link from "@/components/ui/link";
import { organizationHref, type OrganizationRef } from "@/lib/organizations/organization-types";
import { cn } from "@/lib/utils";

/** An organization's name as a link to its public page: every card and page names who offers it. */
export function OrganizationLink({
  organization,
  className,
}: {
  organization: OrganizationRef;
  className?: string;
}) {
  return (
    <Link
      href={organizationHref(organization.id)}
      data-testid="organization-link"
      className={cn(
        // Underlined always: a link inside a line of text must not rely on colour alone.
        "rounded-sm font-medium text-foreground underline decoration-current/30 underline-offset-4 hover:decoration-current focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        className,
      )}
    >
      {organization.name}
    </Link>
  );
}
