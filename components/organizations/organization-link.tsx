import Link from "next/link";
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
        "rounded-sm font-medium text-foreground underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        className,
      )}
    >
      {organization.name}
    </Link>
  );
}
