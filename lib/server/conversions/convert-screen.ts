// What /org/convert opens with: the organization's figures (what has cleared, what is clearing
// and when, what its requests hold), payout accounts and first page of
// requests, and the conversion fee and exchange rates of this moment, read together. The form
// quotes with the fee and rates in the browser (lib/conversions/conversion-preview.ts) and sends
// the payout it showed; the server quotes again and refuses a changed one (409 quote_changed).
import "server-only";
import type {
  ConversionSummary,
  ConversionView,
  PayoutAccountView,
} from "@/lib/schemas/conversions";
import type { SessionUser } from "@/lib/auth/session-user";
import type { ConversionFees } from "@/lib/economics/conversion-quote";
import type { RateTable } from "@/lib/economics/rates";
import { payoutRate } from "@/lib/economics/spread";
import { CURRENCIES, recordOf } from "@/lib/money/currencies";
import type { Page } from "@/lib/payments/wallet-entry";
import { db } from "@/lib/server/db/client";
import { readMoneyRules, readRates } from "@/lib/server/economics/money-rules";
import { organizationIdOf } from "@/modules/services/server/manage-services";
import { conversionSummary } from "./conversion-summary";
import { listConversions } from "./list-conversions";
import { listPayoutAccounts } from "./payout-accounts";

export interface ConvertScreenData {
  summary: ConversionSummary;
  payoutAccounts: PayoutAccountView[];
  history: Page<ConversionView>;
  /** The conversion fee now: a share and a fixed number of coins. */
  fees: ConversionFees;
  /** Coins per unit of each currency a conversion pays at now (the rate plus the spread), in millionths. */
  rates: RateTable;
  /** The exchange rates themselves, and the spread the payout rates add to them. */
  midRates: RateTable;
  fxSpreadBps: number;
  /** Only a verified organization may convert: the screen says so before it tries. */
  verified: boolean;
  /** Since when its conversions are frozen (docs/security.md "Payout destinations"); null: not. */
  conversionsFrozenAt: string | null;
}

const HISTORY_PAGE_SIZE = 20;

/** `timeZone` is the viewer's: the days the clearing coins clear are days there. */
export async function convertScreenData(
  user: SessionUser,
  timeZone = "UTC",
): Promise<ConvertScreenData> {
  const organization = { id: organizationIdOf(user), userId: user.id };
  const [summary, payoutAccounts, history, rules, midRates, profile] = await Promise.all([
    conversionSummary(db(), organization, timeZone),
    listPayoutAccounts(user),
    listConversions(user, { limit: HISTORY_PAGE_SIZE }),
    readMoneyRules(db()),
    readRates(db()),
    db().organizationProfile.findUnique({
      where: { id: organization.id },
      select: { verified: true, conversionsFrozenAt: true },
    }),
  ]);
  const fees = {
    conversionFeeBps: rules.conversionFeeBps,
    conversionFeeCoins: rules.conversionFeeCoins,
  };
  const rates = recordOf(CURRENCIES, (currency) =>
    payoutRate(midRates[currency], rules.fxSpreadBps, currency),
  );
  return {
    summary,
    payoutAccounts,
    history,
    fees,
    rates,
    midRates,
    fxSpreadBps: rules.fxSpreadBps,
    verified: profile?.verified === true,
    conversionsFrozenAt: profile?.conversionsFrozenAt?.toISOString() ?? null,
  };
}
