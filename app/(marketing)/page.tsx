import { connection } from "next/server";
import { CallToAction } from "@/components/marketing/call-to-action";
import { FeatureCards } from "@/components/marketing/feature-cards";
import { Hero } from "@/components/marketing/hero";
import { MarketingFigures } from "@/components/marketing/marketing-figures";
import { ShowcaseSection } from "@/components/marketing/showcase-section";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { getMarketingFigures, listShowcases } from "@/lib/server/catalog/showcase";

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
      <Hero showcases={showcases} user={user} />
      <MarketingFigures figures={figures} />
      <FeatureCards />
      <ShowcaseSection showcases={showcases} />
      <CallToAction role={user?.role} />
    </>
  );
}
