import { BadgeCheck } from "lucide-react";
import type { OrganizationRef } from "@/lib/organizations/organization-types";
import { cn } from "@/lib/utils";
import { OrganizationLink } from "./organization-link";

interface OfferedByProps {
  organizations: (OrganizationRef & { verified: boolean })[];
  className?: string;
  /** Classes of each link, e.g. to lift it above a card's stretched link. */
  linkClassName?: string;
  /** Links in the line's muted colour (a card's), not the text's. */
  quietLinks?: boolean;
}

/** "Offered by" and each organization by name, linked to its page, with its verified check. */
export function OfferedBy({
  organizations,
  className,
  linkClassName,
  quietLinks = false,
}: OfferedByProps) {
  if (organizations.length === 0) return null;
  return (
    <p
      className={cn(
        "flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted-foreground",
        className,
      )}
    >
      <span>Offered by</span>
      {organizations.map((organization, index) => (
        <span key={organization.id} className="inline-flex items-center gap-1">
          <OrganizationLink
            organization={organization}
            quiet={quietLinks}
            className={linkClassName}
          />
          {organization.verified ? (
            <>
              <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
              <span className="sr-only">(verified)</span>
            </>
          ) : null}
          {index < organizations.length - 1 ? "," : null}
        </span>
      ))}
    </p>
  );
}
