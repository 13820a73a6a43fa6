"use client";

import type { ComponentProps, ReactNode } from "react";
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

/** A list section's heading: its title with Refresh beside it, and what the list holds below. */
export function ListHeading({
  id,
  title,
  list,
  children,
}: {
  /** The heading's id, which the section names itself by (aria-labelledby). */
  id: string;
  title: string;
  list: Parameters<typeof RefreshButton>[0]["list"];
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <RefreshButton list={list} />
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
