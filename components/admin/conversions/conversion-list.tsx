"use client";

import type { LucideIcon } from "lucide-react";
import { PagedList } from "@/components/data/paged-list";
import { Skeleton } from "@/components/ui/skeleton";
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
        <div className="space-y-3" aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
          {[0, 1].map((key) => (
            <Skeleton key={key} className="h-32 rounded-lg" />
          ))}
        </div>
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
                selected && onSelect && conversion.status === "pending" && conversion.payoutMasked
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
