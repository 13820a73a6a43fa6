"use client";

import { useRouter } from "next/navigation";
import type { AdminDisputeDetail } from "@/lib/schemas/disputes";
import { refreshAdminQueues } from "@/lib/swr/use-admin-queues";
import { DecisionForm } from "./decision-form";
import { refreshAdminDisputeSummary } from "./use-admin-disputes";

/** The decision form on the case file: once decided, the page, the badges and figures read again. */
export function DecisionPanel({ detail }: { detail: AdminDisputeDetail }) {
  const router = useRouter();
  return (
    <DecisionForm
      detail={detail}
      onSettled={() => {
        router.refresh();
        void refreshAdminQueues();
        void refreshAdminDisputeSummary();
      }}
    />
  );
}
