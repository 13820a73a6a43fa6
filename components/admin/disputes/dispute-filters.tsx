"use client";

import { useId, useState } from "react";
import { Search } from "lucide-react";
import { LabelledSelect } from "@/components/data/option-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AdminDisputeFilters } from "@/lib/validations/disputes";
import { ADMIN_DISPUTE_FILTERS } from "@/lib/validations/disputes-values";
import { FILTER_LABELS } from "./dispute-words";

interface DisputeFiltersProps {
  filters: AdminDisputeFilters;
  onChange: (filters: AdminDisputeFilters) => void;
}

/** The state applies as it changes; the search (a reference or a name) when submitted. */
export function DisputeFilters({ filters, onChange }: DisputeFiltersProps) {
  const ids = { status: useId(), search: useId() };
  const [search, setSearch] = useState(filters.search ?? "");
  return (
    <div className="grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)]">
      <LabelledSelect
        id={ids.status}
        label="State"
        value={filters.status}
        options={ADMIN_DISPUTE_FILTERS}
        labelOf={(status) => FILTER_LABELS[status]}
        onChange={(status) => onChange({ ...filters, status })}
        triggerClassName="h-9 w-full"
      />
      <form
        role="search"
        aria-label="Search disputes"
        className="space-y-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, search: search.trim() || undefined });
        }}
      >
        <Label htmlFor={ids.search}>Booking reference or name</Label>
        <div className="flex gap-2">
          <Input
            id={ids.search}
            type="search"
            value={search}
            maxLength={100}
            placeholder="CM-7K3F9Q2A or a name"
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
      </form>
    </div>
  );
}
