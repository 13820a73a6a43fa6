import { connection } from "next/server";
import { HydrationSlice } from "@/components/layout/hydration-slice";
import { CallToAction } from "@/components/marketing/call-to-action";
import { FeatureCards } from "@/components/marketing/feature-cards";
import { Hero } from "@/components/marketing/hero";
import { MarketingFigures } from "@/components/marketing/marketing-figures";
import { ShowcaseSection } from "@/components/marketing/showcase-section";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { getMarketingFigures, listShowcases } from "@/modules/catalog/server/showcase";

export default async function LandingPage() {
  // Figures and showcases are live data: render per request, never at build time.
  await connection();
  const [figures, showcases, user] = await Promise.all([
    getMarketingFigures(),
    listShowcases(),
    getCurrentUser(),
  ]);
  return (
    <>
      {/* Each section hydrates on its own (components/layout/hydration-slice.tsx). */}
      <HydrationSlice>
        <Hero showcases={showcases} user={user} />
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
        <CallToAction role={user?.role} />
      </HydrationSlice>
    </>
  );
}
