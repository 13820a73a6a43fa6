import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";

/**
 * The frame of a dashboard: the heading, then a grid of cards that later features add to. One
 * column on a phone is `minmax(0, 1fr)`: a card holding a long unbroken word (an email, a title)
 * wraps inside the screen instead of widening the column past it.
 */
export function DashboardPage({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <Container className="space-y-8 py-8 sm:py-10">
      {heading}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">{children}</div>
    </Container>
  );
}
