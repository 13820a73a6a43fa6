// The custom amount is kept exactly as typed and read by parseWholeAmount: whole rupees or
// dollars only (SPEC.md section 5), so "12.5", "-5" or "1e3" are refused, never turned into
// another amount.
import { parseWholeAmount } from "@/lib/validations/whole-amount";

/** `?amount=500` of the dashboard's Quick Top-up links; anything else preselects nothing. */
export function amountFromQuery(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  const parsed = parseWholeAmount(first ?? "");
  return parsed.kind === "amount" && parsed.value > 0 ? String(parsed.value) : "";
}
