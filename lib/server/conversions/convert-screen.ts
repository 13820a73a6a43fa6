// What /org/convert opens with: the organization's figures, payout accounts and first page of
// requests, read together.
import "server-only";
import type {
  ConversionSummary,
  ConversionView,
  PayoutAccountView,
} from "@/lib/api/schemas/conversions";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Page } from "@/lib/payments/wallet-entry";
import { db } from "@/lib/server/db/client";
import { organizationIdOf } from "@/lib/server/org-services/manage-services";
import { conversionSummary } from "./conversion-summary";
import { listConversions } from "./list-conversions";
import { listPayoutAccounts } from "./payout-accounts";

export interface ConvertScreenData {
  summary: ConversionSummary;
  payoutAccounts: PayoutAccountView[];
  history: Page<ConversionView>;
}

export const HISTORY_PAGE_SIZE = 20;

export async function convertScreenData(user: SessionUser): Promise<ConvertScreenData> {
  const organization = { id: organizationIdOf(user), userId: user.id };
  const [summary, payoutAccounts, history] = await Promise.all([
    conversionSummary(db(), organization),
    listPayoutAccounts(user),
    listConversions(user, { limit: HISTORY_PAGE_SIZE }),
  ]);
  return { summary, payoutAccounts, history };
}
