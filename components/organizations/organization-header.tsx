import { Globe, Mail, Star } from "lucide-react";
import { formatQuantity } from "@/lib/format/coins";
import { NOT_VERIFIED_EXPLAINED } from "@/lib/organizations/verification";
import { formatMonthYear } from "@/lib/format/dates";
import type { PublicOrganization } from "@/lib/organizations/organization-types";
import { OrganizationLogo } from "./organization-logo";
import { VerifiedBadge } from "./verified-badge";

/** The website as a reader recognises it: host and path, without the scheme or a lone slash. */
function websiteLabel(website: string): string {
  const url = new URL(website);
  const path = url.pathname === "/" ? "" : url.pathname;
  return `${url.host}${path}${url.search}`;
}

/** The top of an organization's public page: who it is, how it is rated, how to reach it. */
export function OrganizationHeader({ organization }: { organization: PublicOrganization }) {
  const { rating } = organization;
  return (
    <header className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <OrganizationLogo name={organization.name} logoUrl={organization.logoUrl} />
      <div className="min-w-0 flex-1 space-y-4">
        <div className="space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
              {organization.name}
            </h1>
            <VerifiedBadge verified={organization.verified} showPending />
          </div>
          {organization.verified ? null : (
            <p className="text-sm text-muted-foreground">{NOT_VERIFIED_EXPLAINED}</p>
          )}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <p data-testid="organization-rating" className="inline-flex items-center gap-1.5">
              <Star aria-hidden="true" className="size-4 fill-coin text-coin" />
              {rating.average === null ? (
                "No ratings yet"
              ) : (
                <>
                  <span className="font-semibold text-foreground">
                    {rating.average.toFixed(1)}
                    <span className="sr-only"> out of 5</span>
                  </span>
                  {/* The space reads "4.6 out of 5 (12 reviews)"; the flex gap spaces it on screen. */}
                  <span>{` (${formatQuantity(rating.count, "review", "reviews")})`}</span>
                </>
              )}
            </p>
            <p>
              Member since{" "}
              <time dateTime={organization.memberSince}>
                {formatMonthYear(organization.memberSince)}
              </time>
            </p>
          </div>
        </div>
        {organization.description ? (
          <p className="max-w-3xl leading-7 break-words whitespace-pre-line">
            {organization.description}
          </p>
        ) : null}
        {organization.website || organization.contactEmail ? (
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {organization.website ? (
              <li className="inline-flex min-w-0 items-center gap-2">
                <Globe aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="sr-only">Website: </span>
                {/* Typed by the organization: no referrer credit, no ranking vouched for. */}
                <a
                  href={organization.website}
                  target="_blank"
                  rel="noopener nofollow ugc"
                  className="font-medium break-all text-primary underline-offset-4 hover:underline"
                >
                  {websiteLabel(organization.website)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ) : null}
            {organization.contactEmail ? (
              <li className="inline-flex min-w-0 items-center gap-2">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="sr-only">Contact email: </span>
                <a
                  href={`mailto:${organization.contactEmail}`}
                  className="font-medium break-all text-primary underline-offset-4 hover:underline"
                >
                  {organization.contactEmail}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </header>
  );
}
