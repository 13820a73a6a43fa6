import type { Metadata } from "next";
import { ResetPasswordFlow } from "@/components/auth/reset-password-flow";
import { firstParam, type SearchParams } from "@/lib/auth/page-params";

export const metadata: Metadata = {
  title: "Reset Password",
  // The URL carries a one-time code: keep it out of Referer headers and search indexes.
  referrer: "no-referrer",
  robots: { index: false },
};

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return <ResetPasswordFlow mode={firstParam(params.mode)} oobCode={firstParam(params.oobCode)} />;
}
