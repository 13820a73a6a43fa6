"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";
import { isActivePath, type NavItem } from "./nav-items";
import { QueueBadge } from "./queue-badge";

interface NavLinksProps {
  items: NavItem[];
  orientation?: "horizontal" | "vertical";
  className?: string;
}

export function NavLinks({ items, orientation = "horizontal", className }: NavLinksProps) {
  const pathname = usePathname();
  const vertical = orientation === "vertical";
  return (
    <ul className={cn("flex", vertical ? "flex-col gap-1" : "items-center gap-1", className)}>
      {items.map((item) => {
        const active = isActivePath(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? "page" : undefined}
              className={cn(
                "rounded-md font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground",
                vertical
                  ? "flex items-center px-3 py-2.5 text-base"
                  : "inline-flex items-center px-3 py-2 text-sm",
                active ? "text-foreground" : "text-muted-foreground",
                active && vertical && "bg-accent text-accent-foreground",
              )}
            >
              {item.label}
              {item.queue ? <QueueBadge queue={item.queue} /> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
