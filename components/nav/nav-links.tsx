"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useQueueCount } from "@/lib/swr/use-admin-queues";
import { cn } from "@/lib/utils";
import { isActivePath } from "./active-path";
import type { NavItem } from "./nav-items";
import { QueueBadge, queueLinkName } from "./queue-badge";

interface NavLinksProps {
  items: NavItem[];
  orientation?: "horizontal" | "vertical";
  className?: string;
}

function NavLink({
  item,
  active,
  vertical,
}: {
  item: NavItem;
  active: boolean;
  vertical: boolean;
}) {
  const count = useQueueCount(item.queue);
  return (
    <Link
      href={item.href}
      aria-current={active ? "page" : undefined}
      // With work waiting, the name says how much ("Services, 3 pending"); the badge only draws it.
      aria-label={
        item.queue && count > 0 ? queueLinkName(item.label, item.queue, count) : undefined
      }
      className={cn(
        "items-center rounded-md font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground",
        // Narrower between lg and xl: the admin's eight links and two queue badges fit 1024 px.
        vertical ? "flex px-3 py-2.5 text-base" : "inline-flex px-2 py-2 text-sm xl:px-3",
        !active
          ? "text-muted-foreground"
          : vertical
            ? "bg-accent text-accent-foreground"
            : "text-foreground",
      )}
    >
      {item.label}
      {item.queue ? <QueueBadge queue={item.queue} count={count} /> : null}
    </Link>
  );
}

export function NavLinks({ items, orientation = "horizontal", className }: NavLinksProps) {
  const pathname = usePathname();
  const vertical = orientation === "vertical";
  return (
    <ul className={cn("flex", vertical ? "flex-col gap-1" : "items-center gap-1", className)}>
      {items.map((item) => (
        <li key={item.href} className={cn(!vertical && item.wideOnly && "hidden xl:list-item")}>
          <NavLink item={item} active={isActivePath(pathname, item.href)} vertical={vertical} />
        </li>
      ))}
    </ul>
  );
}
