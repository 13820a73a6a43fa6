"use client";

import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface ColumnHeader {
  label: string;
  /** Numbers and actions line up on the right, under their header. */
  end?: boolean;
}

interface ColumnTableProps {
  /** The list's accessible name: the rows are a list, the columns a wide screen's view of it. */
  label: string;
  /** The grid columns (and areas) of the wide layout, shared by the header and every row. */
  columns: string;
  headers: readonly ColumnHeader[];
  /** The `ColumnRow`s. */
  children: ReactNode;
}

/**
 * A list that reads as a table on wide screens and as cards on a phone: a header row names the
 * columns for sighted readers of the wide layout, and each row's cells name themselves.
 */
export function ColumnTable({ label, columns, headers, children }: ColumnTableProps) {
  return (
    <div className="lg:overflow-hidden lg:rounded-xl lg:border lg:bg-card">
      {/* Column names for sighted readers of the wide layout; each cell names itself. */}
      <div
        aria-hidden="true"
        className={cn(
          "hidden gap-x-4 border-b bg-muted/50 px-5 py-2.5 text-xs font-medium tracking-wide text-muted-foreground uppercase lg:grid",
          columns,
        )}
      >
        {headers.map((header) => (
          <span key={header.label} className={header.end ? "text-right" : undefined}>
            {header.label}
          </span>
        ))}
      </div>
      <ul aria-label={label} className="space-y-3 lg:space-y-0 lg:divide-y">
        {children}
      </ul>
    </div>
  );
}

interface ColumnRowProps extends Omit<ComponentProps<"li">, "ref" | "tabIndex"> {
  /** The grid columns of the wide layout, as given to the table. */
  columns: string;
  /** The phone's card: its grid template areas, two columns wide. */
  areas: string;
  /** Takes the focus: after a change the button that had it may be gone. */
  focused: boolean;
}

/** One row of a `ColumnTable`: a card on a phone, a table row on a wide screen. */
export function ColumnRow({ columns, areas, focused, className, ...props }: ColumnRowProps) {
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focused) row.current?.focus();
  }, [focused]);

  return (
    <li
      ref={row}
      tabIndex={-1}
      className={cn(
        "grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 rounded-xl border bg-card p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:items-center lg:gap-y-0 lg:rounded-none lg:border-0 lg:bg-transparent lg:px-5 lg:py-3.5",
        areas,
        columns,
        className,
      )}
      {...props}
    />
  );
}
