import type { ComponentProps, FormEvent, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

interface SearchBarProps {
  /** What the landmark searches, read out by screen readers: "Search users". */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The grid's columns and alignment, e.g. "sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end". */
  layout: string;
  /** A `SearchField`, `FilterSelect`s and, where typing does not search by itself, a button. */
  children: ReactNode;
}

/**
 * The search-and-filter bar of the admin's lists: one search landmark, its fields side by side
 * from `sm` up and stacked on a phone, Enter in the search field searching.
 */
export function SearchBar({ label, onSubmit, layout, children }: SearchBarProps) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      className={cn("grid gap-3 rounded-lg border bg-card p-4", layout)}
    >
      {children}
    </form>
  );
}

type SearchFieldProps = Omit<ComponentProps<typeof Input>, "id" | "onChange" | "value"> & {
  id: string;
  label?: string;
  value: string;
  onValueChange: (value: string) => void;
};

/** A labelled field of a `SearchBar`: the search text by default, or a date, an id. */
export function SearchField({
  id,
  label = "Search",
  value,
  onValueChange,
  type = "search",
  ...input
}: SearchFieldProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...input}
      />
    </div>
  );
}
