"use client";

import { useId } from "react";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** The longest search a list's filters take. */
const MAX_SEARCH = 100;
/** The address's name for the search, as the lists' pages read it. */
const SEARCH_PARAM = "search";

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
  /**
   * The list's other filters as the address writes them (`status=open`): a search sent before
   * the page's scripts have run is sent by the browser, to `?search=…` and these.
   */
  otherFilters: string;
  className?: string;
}

/**
 * The search of a list's filters that applies when submitted (Enter or the button), not as typed:
 * each search reads the list again from the server. The field is the one record of what was
 * typed: on a slow phone the text can be typed before the page's scripts have run, and the
 * browser then sends it itself (the field's name is the address's `search`) or, once they have
 * run, the search takes it from the field.
 */
export function SubmittedSearch({
  label,
  fieldLabel,
  placeholder,
  value,
  onSearch,
  otherFilters,
  className,
}: SubmittedSearchProps) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label={label}
      className={cn("space-y-1.5", className)}
      onSubmit={(event) => {
        event.preventDefault();
        const typed = new FormData(event.currentTarget).get(SEARCH_PARAM);
        onSearch((typeof typed === "string" && typed.trim()) || undefined);
      }}
    >
      {[...new URLSearchParams(otherFilters)].map(([name, filter]) => (
        <input key={name} type="hidden" name={name} value={filter} />
      ))}
      <Label htmlFor={id}>{fieldLabel}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="search"
          name={SEARCH_PARAM}
          defaultValue={value ?? ""}
          maxLength={MAX_SEARCH}
          placeholder={placeholder}
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          Search
        </Button>
      </div>
    </form>
  );
}
