"use client";

import { useId, useState } from "react";
import { LabelledSelect } from "@/components/data/option-select";
import { SubmittedSearch } from "@/components/data/submitted-search";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CONVERSION_STATUS_LABELS } from "@/lib/conversions/status-words";
import { zoneLabel, type DateStyle } from "@/lib/format/date-time";
import { filterSearch } from "@/lib/swr/use-admin-conversions";
import type { AdminConversionFilters } from "@/lib/validations/admin-conversions";
import {
  ADMIN_CONVERSION_STATUSES,
  DATES_OUT_OF_ORDER,
  type AdminConversionStatus,
} from "@/lib/validations/admin-conversions-values";

const STATUS_LABELS: Record<AdminConversionStatus, string> = {
  all: "All statuses",
  ...CONVERSION_STATUS_LABELS,
};

interface HistoryFiltersProps {
  filters: AdminConversionFilters;
  onChange: (filters: AdminConversionFilters) => void;
  /** The zone the history prints dates in: the days are whole days there. */
  dateStyle: DateStyle;
}

/**
 * Status and requested days apply as they change; the organization's name when searched. Days
 * out of order are said at the fields and not applied.
 */
export function HistoryFilters({ filters, onChange, dateStyle }: HistoryFiltersProps) {
  const zone = zoneLabel(dateStyle);
  const ids = { status: useId(), from: useId(), to: useId(), error: useId() };
  const [from, setFrom] = useState(filters.from ?? "");
  const [to, setTo] = useState(filters.to ?? "");
  const outOfOrder = from !== "" && to !== "" && from > to;

  function changeDay(which: "from" | "to", value: string) {
    const next = { from, to, [which]: value };
    if (which === "from") setFrom(value);
    else setTo(value);
    if (next.from && next.to && next.from > next.to) return;
    onChange({ ...filters, from: next.from || undefined, to: next.to || undefined });
  }

  const dayProps = outOfOrder
    ? { "aria-invalid": true, "aria-describedby": ids.error }
    : { "aria-invalid": false };
  return (
    <div className="space-y-2">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_10rem_10rem_minmax(0,1fr)]">
        <LabelledSelect
          id={ids.status}
          label="Status"
          value={filters.status}
          options={ADMIN_CONVERSION_STATUSES}
          labelOf={(status) => STATUS_LABELS[status]}
          onChange={(status) => onChange({ ...filters, status })}
          triggerClassName="h-9"
        />
        {(["from", "to"] as const).map((which) => (
          <div key={which} className="space-y-1.5">
            <Label htmlFor={ids[which]}>
              Requested {which} ({zone})
            </Label>
            <Input
              id={ids[which]}
              type="date"
              value={which === "from" ? from : to}
              // The browser's picker offers only days that keep the range in order.
              {...(which === "from" ? { max: to || undefined } : { min: from || undefined })}
              onChange={(event) => changeDay(which, event.target.value)}
              {...dayProps}
            />
          </div>
        ))}
        <SubmittedSearch
          label="Search by organization"
          fieldLabel="Organization"
          placeholder="Part of its name"
          value={filters.search}
          onSearch={(search) => onChange({ ...filters, search })}
          otherFilters={filterSearch({ ...filters, search: undefined })}
          className="sm:col-span-2 lg:col-span-1"
        />
      </div>
      {outOfOrder ? (
        <p id={ids.error} role="alert" className="text-sm font-medium text-destructive">
          {DATES_OUT_OF_ORDER}
        </p>
      ) : null}
    </div>
  );
}
