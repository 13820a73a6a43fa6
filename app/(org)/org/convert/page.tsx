import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessChanged } from "@/components/account/access-changed";
import { ConvertScreen } from "@/components/conversions/convert-screen";
import { Container } from "@/components/layout/container";
import { dateStyleFor } from "@/lib/format/date-time";
import { requireAccess } from "@/lib/server/auth/require-access";
import { convertScreenData } from "@/lib/server/conversions/convert-screen";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "Convert Coins" };

export default async function ConvertCoinsPage() {
  const user = await requireAccess("area.org");
  if (!user) return <AccessChanged />;
  const region = await detectRegion(await headers());
  const dateStyle = dateStyleFor(region, await headers());
  const data = await convertScreenData(user, dateStyle.timeZone);
  return (
    <Container className="py-8 sm:py-10">
      <ConvertScreen {...data} secondFactor={user.secondFactor} dateStyle={dateStyle} />
    </Container>
  );
}
