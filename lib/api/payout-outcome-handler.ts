// The two routes an admin completes a payout by hand with (confirm it sent, mark it failed)
// differ only in the outcome they record: one handler makes each, with the admin's time zone
// (the day a payout was sent is a day there).
import "server-only";
import { PAYOUT_CONFIRMED_TITLE, PAYOUT_FAILED_TITLE } from "@/lib/conversions/admin-messages";
import { dateStyleFor } from "@/lib/format/date-time";
import type { RegionInfo } from "@/lib/money/region";
import type { AdminConversion } from "@/lib/schemas/admin-conversions";
import type { Caller } from "@/lib/server/auth/caller";
import {
  confirmPayout,
  failPayout,
  type PayoutRecord,
} from "@/lib/server/conversions/record-payout";
import type { RequestContext } from "@/lib/server/http/request-context";
import { reply } from "./route";

interface OutcomeContext<Body> {
  caller: Caller;
  params: { id: string };
  body: Body;
  client: RequestContext;
  region: () => Promise<RegionInfo>;
  request: Request;
}

type RecordOutcome<Body> = (record: PayoutRecord<Body>) => Promise<AdminConversion>;

function outcomeHandler<Body>(record: RecordOutcome<Body>, message: string) {
  return async ({ caller, params, body, client, region, request }: OutcomeContext<Body>) => {
    const timeZone = dateStyleFor(await region(), request.headers).timeZone;
    const view = await record({
      admin: caller.user,
      id: params.id,
      input: body,
      context: { ip: client.address, timeZone },
    });
    return reply(view, { message });
  };
}

/** Confirms a processing payout as sent: its transfer reference and the day. */
export const confirmPayoutHandler = outcomeHandler(confirmPayout, PAYOUT_CONFIRMED_TITLE);

/** Marks a processing payout failed: its coins go back to the organization's earnings. */
export const failPayoutHandler = outcomeHandler(failPayout, PAYOUT_FAILED_TITLE);
