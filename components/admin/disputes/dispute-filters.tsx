"use client";

import { useId } from "react";
import { LabelledSelect } from "@/components/data/option-select";
import { SubmittedSearch } from "@/components/data/submitted-search";
import type { AdminDisputeFilters } from "@/lib/validations/disputes";
import { ADMIN_DISPUTE_FILTERS } from "@/lib/validations/disputes-values";
import { FILTER_LABELS } from "./dispute-words";
import { filterSearch } from "./use-admin-disputes";

interface DisputeFiltersProps {
  filters: AdminDisputeFilters;
  onChange: (filters: AdminDisputeFilters) => void;
}

/** The state applies as it changes; the search (a reference or a name) when submitted. */
export function DisputeFilters({ filters, onChange }: DisputeFiltersProps) {
  const statusId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)]">
      <LabelledSelect
        id={statusId}
        label="State"
        value={filters.status}
        options={ADMIN_DISPUTE_FILTERS}
        labelOf={(status) => FILTER_LABELS[status]}
        onChange={(status) => onChange({ ...filters, status })}
        triggerClassName="h-9"
      />
      <SubmittedSearch
        label="Search disputes"
        fieldLabel="Booking reference or name"
        placeholder="CM-7K3F9Q2A or a name"
        value={filters.search}
        onSearch={(search) => onChange({ ...filters, search })}
        otherFilters={filterSearch({ ...filters, search: undefined })}
      />
    </div>
  );
}
