import Link from "@/components/ui/link";
import { ArrowRight, Check, Search } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { SectionCard } from "@/components/data/section-card";

const PROMISES = [
  "Offered by verified organizations",
  "Paid with your coins in one step",
  "Cancel within 24 hours, every coin back",
];

/** docs/spec.md "User dashboard": the way into the catalogue, and what booking there means. */
export function BrowseServicesCard() {
  return (
    <SectionCard
      id="browse-services-title"
      icon={Search}
      title="Browse Services"
      description="Discover services from our partner organizations and book them with your coins."
      contentClassName="flex flex-1 flex-col justify-between gap-6"
    >
      <ul className="space-y-2 text-sm">
        {PROMISES.map((promise) => (
          <li key={promise} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {promise}
          </li>
        ))}
      </ul>
      <Link href="/services" className={buttonVariants({ className: "w-full sm:w-fit" })}>
        Browse Services
        <ArrowRight aria-hidden="true" />
      </Link>
    </SectionCard>
  );
}
