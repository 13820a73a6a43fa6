// The money rule the public pages (support, terms) state with its figure: the spread the settings
// hold now, read per request so the pages change when an admin changes it.
import "server-only";
import { db } from "@/lib/server/db/client";
import { readMoneyRules } from "./money-rules";

/** The exchange-rate spread now, in basis points (lib/economics/spread.ts applies it). */
export async function currentSpreadBps(): Promise<number> {
  return (await readMoneyRules(db())).fxSpreadBps;
}
