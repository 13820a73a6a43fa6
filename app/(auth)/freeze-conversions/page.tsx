import type { Metadata } from "next";
import { FreezeConversionsFlow } from "@/components/conversions/freeze-conversions-flow";
import { firstParam, type SearchParams } from "@/lib/auth/page-params";

export const metadata: Metadata = {
  title: "Freeze Conversions",
  // The URL carries a one-time code: keep it out of Referer headers and search indexes.
  referrer: "no-referrer",
  robots: { index: false },
};

/**
 * Where the "Not you?" link of a payout-details mail lands. Opening it freezes nothing (mail
 * scanners open links): the person confirms with a button, which POSTs the code.
 */
export default async function FreezeConversionsPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const params = await searchParams;
  return <FreezeConversionsFlow code={firstParam(params.code)} />;
}
