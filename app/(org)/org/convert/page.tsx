import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessChanged } from "@/components/account/access-changed";
import { ConversionsFrozenBanner } from "@/components/conversions/conversions-frozen-banner";
import { ConvertScreen } from "@/components/conversions/convert-screen";
import { SecondFactorNeededNote } from "@/components/conversions/second-factor-needed-note";
import { VerificationNeeded } from "@/components/conversions/verification-needed";
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
  // Frozen conversions say more than a missing second factor: one note at a time.
  const pageNote = data.conversionsFrozenAt ? (
    <ConversionsFrozenBanner frozenAt={data.conversionsFrozenAt} dateStyle={dateStyle} />
  ) : user.secondFactor ? null : (
    <SecondFactorNeededNote />
  );
  return (
    <Container className="py-8 sm:py-10">
      <ConvertScreen
        {...data}
        drawn={{
          heading: (
            <div>
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Convert Coins</h1>
              <p className="mt-1.5 text-muted-foreground">
                Turn the coins your services earned into money. An admin approves each request, and
                it is paid once the transfer is confirmed.
              </p>
            </div>
          ),
          pageNote,
          formNote: data.verified ? null : <VerificationNeeded />,
        }}
        dateStyle={dateStyle}
      />
    </Container>
  );
}
