import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { AccessChanged } from "@/components/account/access-changed";
import { BackLink } from "@/components/marketing/back-link";
import { Container } from "@/components/layout/container";
import { PrintButton } from "@/components/wallet/receipt/print-button";
import { ReceiptDocument } from "@/components/wallet/receipt/receipt-document";
import { AppError } from "@/lib/errors/app-error";
import { dateStyleFor } from "@/lib/format/date-time";
import { requireAccess } from "@/lib/server/auth/require-access";
import { getReceipt } from "@/lib/server/payments/payment-history";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = { title: "Receipt" };

interface ReceiptPageProps {
  params: Promise<{ id: string }>;
}

export default async function ReceiptPage({ params }: ReceiptPageProps) {
  const user = await requireAccess("area.user");
  if (!user) return <AccessChanged />;
  const { id } = await params;
  const [region, payment] = await Promise.all([
    detectRegion(await headers()),
    // Someone else's receipt, an unpaid order or no such id: the same 404.
    getReceipt(user.id, id).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }),
  ]);
  if (!payment) notFound();

  return (
    <Container width="2xl" className="py-8 sm:py-10 print:max-w-none print:px-0 print:py-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackLink href="/wallet" label="Back to Wallet" />
        <PrintButton />
      </div>
      <ReceiptDocument
        payment={payment}
        account={{ name: user.name, email: user.email }}
        dateStyle={dateStyleFor(region, await headers())}
      />
    </Container>
  );
}
