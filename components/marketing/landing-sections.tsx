"use client";

import { HydrationSlice } from "@/components/layout/hydration-slice";
import type { Role } from "@/lib/auth/roles";
import type {
  MarketingFigures as Figures,
  ShowcaseSummary,
} from "@/modules/catalog/shared/showcase-types";
import { CallToAction } from "./call-to-action";
import { FeatureCards } from "./feature-cards";
import { Hero } from "./hero";
import { MarketingFigures } from "./marketing-figures";
import { ShowcaseSection } from "./showcase-section";

/**
 * The landing page's sections. A client component on purpose, though only its links act: the
 * page's inline payload then carries the figures and the six showcases as data (about 3 KB), not
 * every section's drawn tree (icons, classes, texts: about 40 KB) a second time beside the HTML.
 */
export function LandingSections({
  figures,
  showcases,
  role,
}: {
  figures: Figures;
  showcases: ShowcaseSummary[];
  /** The signed-in visitor's role, who is sent on to their own pages instead of to sign up. */
  role: Role | null;
}) {
  return (
    <>
      {/* Each section hydrates on its own (components/layout/hydration-slice.tsx). */}
      <HydrationSlice>
        <Hero showcases={showcases} user={role ? { role } : null} />
      </HydrationSlice>
      <HydrationSlice>
        <MarketingFigures figures={figures} />
      </HydrationSlice>
      <HydrationSlice>
        <FeatureCards />
      </HydrationSlice>
      <HydrationSlice>
        <ShowcaseSection showcases={showcases} />
      </HydrationSlice>
      <HydrationSlice>
        <CallToAction role={role} />
      </HydrationSlice>
    </>
  );
}
