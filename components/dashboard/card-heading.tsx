import type { LucideIcon } from "lucide-react";

/** A dashboard card's title: an h2 with its icon, and an id the card can be labelled by. */
export function CardHeading({
  id,
  icon: Icon,
  children,
}: {
  id?: string;
  icon: LucideIcon;
  children: React.ReactNode;
}) {
  return (
    <h2 id={id} className="flex items-center gap-2 leading-none font-semibold">
      <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
      {children}
    </h2>
  );
}
