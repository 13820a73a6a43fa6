"use client";

import { useId, useState } from "react";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** The longest search a list's filters take. */
const MAX_SEARCH = 100;

interface SubmittedSearchProps {
  /** The search landmark's name, read out by screen readers: "Search disputes". */
  label: string;
  /** The field's visible label. */
  fieldLabel: string;
  placeholder: string;
  /** The search applied now: the field starts from it. */
  value: string | undefined;
  /** The text as searched, trimmed; undefined when it is blank (no search). */
  onSearch: (search: string | undefined) => void;
  className?: string;
}

/**
 * The search of a list's filters that applies when submitted (Enter or the button), not as typed:
 * each search reads the list again from the server.
 */
export function SubmittedSearch({
  label,
  fieldLabel,
  placeholder,
  value,
  onSearch,
  className,
}: SubmittedSearchProps) {
  const id = useId();
  const [search, setSearch] = useState(value ?? "");
  return (
    <form
      role="search"
      aria-label={label}
      className={cn("space-y-1.5", className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim() || undefined);
      }}
    >
      <Label htmlFor={id}>{fieldLabel}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="search"
          value={search}
          maxLength={MAX_SEARCH}
          placeholder={placeholder}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          Search
        </Button>
      </div>
    </form>
  );
}
