import Link from "@/components/ui/link";
import {
  ChevronRight,
  Compass,
  History,
  ListChecks,
  Plus,
  Search,
  Settings,
  type LucideIcon,
} from "lucide-react";
import { SectionCard } from "@/components/data/section-card";

const DESTINATIONS: { href: string; label: string; icon: LucideIcon }[] = [
  { href: "/services", label: "Browse Services", icon: Search },
  { href: "/bookings", label: "My Bookings", icon: ListChecks },
  { href: "/wallet/add", label: "Add Coins", icon: Plus },
  { href: "/wallet", label: "Wallet & history", icon: History },
  { href: "/settings", label: "Settings", icon: Settings },
];

/** docs/spec.md "User dashboard", Quick Navigation: the user's pages, one tap away. */
export function QuickNavigationCard() {
  return (
    <SectionCard
      id="quick-navigation-title"
      icon={Compass}
      title="Quick Navigation"
      spacing="snug"
      contentInset="tight"
    >
      <ul className="grid gap-0.5">
        {DESTINATIONS.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="flex-1">{label}</span>
              <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
