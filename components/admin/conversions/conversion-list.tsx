"use client";

import type { LucideIcon } from "lucide-react";
import { PagedList, RowsSkeleton } from "@/components/data/paged-list";
import type { AdminConversion, AdminConversionPage } from "@/lib/schemas/admin-conversions";
import type { DateStyle } from "@/lib/format/date-time";
import type { CursorList } from "@/lib/swr/use-cursor-list";
import { AdminConversionRow, type RowActions } from "./admin-conversion-row";

interface ConversionListProps extends RowActions {
  list: CursorList<AdminConversionPage, AdminConversion>;
  label: string;
  dateStyle: DateStyle;
  empty: { icon: LucideIcon; title: string; description: string };
  /** The pending queue's checkboxes. */
  selected?: ReadonlySet<string>;
  onSelect?: (id: string, checked: boolean) => void;
}

/** A paged list of requests with its loading, failed and empty states. */
export function ConversionList({
  list,
  label,
  dateStyle,
  empty,
  selected,
  onSelect,
  ...actions
}: ConversionListProps) {
  return (
    <PagedList
      list={list}
      skeleton={
        <RowsSkeleton
          label={`Loading ${label.toLowerCase()}`}
          count={2}
          rowShape="lg"
          rowClassName="h-32"
        />
      }
      errorTitle={`${label} could not be loaded`}
      titleAs="h3"
      empty={empty}
    >
      {(conversions) => (
        <ul className="space-y-3" aria-label={label}>
          {conversions.map((conversion) => (
            <AdminConversionRow
              key={conversion.id}
              conversion={conversion}
              dateStyle={dateStyle}
              {...actions}
              selection={
                selected &&
                onSelect &&
                conversion.status === "pending" &&
                conversion.payoutMasked &&
                !conversion.heldUntil
                  ? {
                      checked: selected.has(conversion.id),
                      onChange: (checked) => onSelect(conversion.id, checked),
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
