"use client";

import { Send } from "lucide-react";
import { endpointUrl } from "@/lib/api/endpoint";
import { adminConversionsList } from "@/lib/api/endpoints/admin-conversions";
import type { AdminConversion, AdminConversionPage } from "@/lib/schemas/admin-conversions";
import type { DateStyle } from "@/lib/format/date-time";
import type { CursorList } from "@/lib/swr/use-cursor-list";
import { TO_PAY_HEADING, type RowActions } from "./admin-conversion-row";
import { ConversionList } from "./conversion-list";

/** Approved requests whose payout is on its way, up to 50 a page. */
export const PROCESSING_PATH = endpointUrl(adminConversionsList, {
  query: { status: "processing", limit: 50 },
});

interface ToPayQueueProps extends RowActions {
  list: CursorList<AdminConversionPage, AdminConversion>;
  dateStyle: DateStyle;
}

/**
 * The payouts to send: approved requests, processing until each is confirmed paid (its transfer
 * reference recorded, or RazorpayX's word) or marked failed.
 */
export function ToPayQueue({ list, dateStyle, ...actions }: ToPayQueueProps) {
  return (
    <section aria-labelledby={TO_PAY_HEADING} className="space-y-4 rounded-xl border p-4 sm:p-5">
      <div>
        <h2 id={TO_PAY_HEADING} tabIndex={-1} className="text-lg font-semibold outline-none">
          To pay
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Approved requests whose payout is on its way. Record the transfer&apos;s reference once it
          is sent, or mark it failed to give the coins back.
        </p>
      </div>
      <ConversionList
        list={list}
        label="Payouts to send"
        dateStyle={dateStyle}
        empty={{
          icon: Send,
          title: "Nothing to pay",
          description: "Approved requests appear here until their payout is confirmed or fails.",
        }}
        {...actions}
      />
    </section>
  );
}
