import { connection } from "next/server";
import { LandingSections } from "@/components/marketing/landing-sections";
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
  return <LandingSections figures={figures} showcases={showcases} role={user?.role ?? null} />;
}
