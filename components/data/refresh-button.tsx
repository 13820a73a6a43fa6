"use client";

import type { ComponentProps } from "react";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";

interface ReloadButtonProps extends Omit<
  ComponentProps<typeof Button>,
  "type" | "loading" | "onClick"
> {
  /** While it reads again: the spinner takes the icon's place and the button waits. */
  busy: boolean;
  onReload: () => void;
}

/** A button that reads something again (a list, the settings, the ledger's check, the rates). */
export function ReloadButton({ busy, onReload, children, ...button }: ReloadButtonProps) {
  return (
    <Button type="button" loading={busy} onClick={onReload} {...button}>
      {busy ? null : <RefreshCw aria-hidden="true" />}
      {children}
    </Button>
  );
}

/** "Refresh" beside a list's heading: it spins while the list reloads. */
export function RefreshButton({
  list,
}: {
  list: { isRefreshing: boolean; isLoading: boolean; reload: () => Promise<unknown> };
}) {
  return (
    <ReloadButton
      variant="ghost"
      size="sm"
      busy={list.isRefreshing}
      disabled={list.isLoading}
      onReload={() => void list.reload()}
    >
      Refresh
    </ReloadButton>
  );
}
