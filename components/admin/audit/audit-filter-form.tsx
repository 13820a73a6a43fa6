"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
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

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label="Filter the audit log"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="audit-actor">Actor</Label>
        <Input
          id="audit-actor"
          type="search"
          placeholder="Email or account id"
          maxLength={254}
          value={draft.actor}
          onChange={(event) => set("actor")(event.target.value)}
        />
      </div>
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
      <div className="grid gap-1.5">
        <Label htmlFor="audit-entity-id">Entity id</Label>
        <Input
          id="audit-entity-id"
          type="search"
          placeholder="Any"
          maxLength={64}
          value={draft.entityId}
          onChange={(event) => set("entityId")(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-from">From ({zone})</Label>
        <Input
          id="audit-from"
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => set("from")(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-to">To ({zone})</Label>
        <Input
          id="audit-to"
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => set("to")(event.target.value)}
        />
      </div>
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
    </form>
  );
}
