"use client";

import { useId } from "react";
import { Search, X } from "lucide-react";
import { LabelledSelect } from "@/components/data/option-select";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AdminServiceFilters } from "@/modules/services/shared/admin-validations";
import {
  ADMIN_SERVICE_CATEGORIES,
  ADMIN_SERVICE_SEARCH_MAX,
  ADMIN_SERVICE_STATUSES,
} from "@/modules/services/shared/admin-validations-values";
import { categoryLabel, STATUS_FILTER_LABELS } from "./admin-service-filters";

interface ServiceFiltersProps {
  /** The search box as typed (the URL follows it, debounced). */
  search: string;
  onSearch: (search: string) => void;
  filters: AdminServiceFilters;
  onChange: (filters: AdminServiceFilters) => void;
}

/** Search (titles and organization names), category and status: each applies as it changes. */
export function ServiceFilters({ search, onSearch, filters, onChange }: ServiceFiltersProps) {
  const searchId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_12rem]">
      <form
        role="search"
        aria-label="Search services"
        className="space-y-1.5 sm:col-span-2 lg:col-span-1"
        onSubmit={(event) => event.preventDefault()}
      >
        <Label htmlFor={searchId}>Search</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            maxLength={ADMIN_SERVICE_SEARCH_MAX}
            autoComplete="off"
            spellCheck={false}
            placeholder="Title or organization"
            onChange={(event) => onSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape" && search) {
                event.preventDefault();
                onSearch("");
              }
            }}
            className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {search ? (
            <button
              type="button"
              onClick={() => onSearch("")}
              aria-label="Clear search"
              className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      </form>
      <LabelledSelect
        label="Category"
        value={filters.category}
        options={ADMIN_SERVICE_CATEGORIES}
        labelOf={categoryLabel}
        onChange={(category) => onChange({ ...filters, category })}
      />
      <LabelledSelect
        label="Status"
        value={filters.status}
        options={ADMIN_SERVICE_STATUSES}
        labelOf={(status) => STATUS_FILTER_LABELS[status]}
        onChange={(status) => onChange({ ...filters, status })}
      />
    </div>
  );
}
