"use client";

import { useState, type FormEvent } from "react";
import { SearchBar, SearchField } from "@/components/data/search-bar";
import { Button } from "@/components/ui/button";
import { FilterSelect } from "@/components/ui/native-select";
import { zoneLabel, type DateStyle } from "@/lib/format/date-time";
import {
  AUDIT_ACTION_FAMILIES,
  AUDIT_ENTITY_TYPES,
  EMPTY_AUDIT_FILTERS,
  type AuditFilterValues,
} from "@/lib/audit/audit-filters";

interface AuditFilterFormProps {
  value: AuditFilterValues;
  onApply: (filters: AuditFilterValues) => void;
  /** The zone the list prints times in: From and To are whole days there. */
  dateStyle: DateStyle;
}

/** Who, what, on what and when: applied together, so each change is one request. */
export function AuditFilterForm({ value, onApply, dateStyle }: AuditFilterFormProps) {
  const zone = zoneLabel(dateStyle);
  const [draft, setDraft] = useState(value);
  const set = (key: keyof AuditFilterValues) => (next: string) =>
    setDraft((current) => ({ ...current, [key]: next }));

  /** From or To: a whole day in the list's zone, never past the other end of the range. */
  const dayField = (key: "from" | "to", label: string, bound: { min?: string; max?: string }) => (
    <SearchField
      id={`audit-${key}`}
      label={`${label} (${zone})`}
      type="date"
      value={draft[key]}
      onValueChange={set(key)}
      {...bound}
    />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <SearchBar
      label="Filter the audit log"
      onSubmit={submit}
      layout="sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <SearchField
        id="audit-actor"
        label="Actor"
        placeholder="Email or account id"
        maxLength={254}
        value={draft.actor}
        onValueChange={set("actor")}
      />
      <FilterSelect
        id="audit-action"
        label="Action"
        value={draft.action}
        options={AUDIT_ACTION_FAMILIES}
        onChange={set("action")}
      />
      <FilterSelect
        id="audit-entity"
        label="Entity"
        value={draft.entityType}
        options={AUDIT_ENTITY_TYPES}
        onChange={set("entityType")}
      />
      <SearchField
        id="audit-entity-id"
        label="Entity id"
        placeholder="Any"
        maxLength={64}
        value={draft.entityId}
        onValueChange={set("entityId")}
      />
      {dayField("from", "From", { max: draft.to || undefined })}
      {dayField("to", "To", { min: draft.from || undefined })}
      <div className="flex gap-2 sm:col-span-2 lg:col-span-2 lg:justify-end">
        <Button type="submit">Apply</Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setDraft(EMPTY_AUDIT_FILTERS);
            onApply(EMPTY_AUDIT_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </SearchBar>
  );
}
