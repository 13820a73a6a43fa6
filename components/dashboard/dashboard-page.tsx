import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";

/** The frame of a dashboard: the heading, then a grid of cards that later features add to. */
export function DashboardPage({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <Container className="space-y-8 py-8 sm:py-10">
      {heading}
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">{children}</div>
    </Container>
  );
}
