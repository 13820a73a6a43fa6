"use client";

import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";

/** "Refresh" beside a list's heading: it spins while the list reloads. */
export function RefreshButton({
  list,
}: {
  list: { isRefreshing: boolean; isLoading: boolean; reload: () => Promise<unknown> };
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      loading={list.isRefreshing}
      disabled={list.isLoading}
      onClick={() => void list.reload()}
    >
      {list.isRefreshing ? null : <RefreshCw aria-hidden="true" />}
      Refresh
    </Button>
  );
}
