// The commission a booking made now pays: /org/services shows it on the service form, so the
// organization sees what it receives of the price it types. A booking fixes the rate it was made
// at (place-booking.ts), so this is what the next booking of the service would pay.
import "server-only";
import { db } from "@/lib/server/db/client";
import { readMoneyRules } from "@/lib/server/economics/money-rules";

export async function currentCommissionBps(): Promise<number> {
  return (await readMoneyRules(db())).commissionBps;
}
