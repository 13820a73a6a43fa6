"use client";

import { useId, useState, type FormEvent } from "react";
import { SlidersHorizontal, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { coinsWorth, type CoinRate } from "@/modules/catalog/shared/coin-worth";
import { cn } from "@/lib/utils";
import { activeFilterCount, priceBound, type CatalogFilters } from "./catalog-filters";
import { DURATION_LABELS, RATING_CHOICES, ratingLabel, SORT_LABELS } from "./filter-words";

const ANY = "any";

interface ChoiceSelectProps {
  id: string;
  label: string;
  value: string;
  /** Each choice's value and label, in order. */
  options: [string, string][];
  onChange: (value: string) => void;
  className?: string;
}

/** The browser's own select (the platform's picker on a phone; arrow keys on a desktop). */
function ChoiceSelect({ id, label, value, options, onChange, className }: ChoiceSelectProps) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

export const PRICE_NOT_WHOLE = "Enter whole numbers of coins.";
export const PRICE_REVERSED = "The minimum cannot be more than the maximum.";

/** What is wrong with typed price bounds, or null (an empty box is no bound). */
export function priceRangeError(min: string, max: string): string | null {
  const low = min.trim() === "" ? null : priceBound(min);
  const high = max.trim() === "" ? null : priceBound(max);
  if ((min.trim() !== "" && low === null) || (max.trim() !== "" && high === null)) {
    return PRICE_NOT_WHOLE;
  }
  if (low !== null && high !== null && low > high) return PRICE_REVERSED;
  return null;
}

/** "₹50 – ₹300", "₹50 or more", "up to ₹300": typed bounds in the buyer's money; null: none. */
export function worthWords(low: number | null, high: number | null, rate: CoinRate): string | null {
  if (low !== null && high !== null) return `${coinsWorth(low, rate)} – ${coinsWorth(high, rate)}`;
  if (low !== null) return `${coinsWorth(low, rate)} or more`;
  if (high !== null) return `up to ${coinsWorth(high, rate)}`;
  return null;
}

interface PriceRangeProps {
  minPrice: number | null;
  maxPrice: number | null;
  coinRate: CoinRate | null;
  onApply: (minPrice: number | null, maxPrice: number | null) => void;
}

/** Two boxes in coins, applied together (Enter or Apply), with their worth in the buyer's money. */
function PriceRange({ minPrice, maxPrice, coinRate, onApply }: PriceRangeProps) {
  const id = useId();
  const shown = `${minPrice ?? ""}:${maxPrice ?? ""}`;
  const [min, setMin] = useState(minPrice?.toString() ?? "");
  const [max, setMax] = useState(maxPrice?.toString() ?? "");
  const [error, setError] = useState<string | null>(null);
  // The boxes follow the address (Back, Clear All Filters) as the search box does.
  const [applied, setApplied] = useState(shown);
  if (applied !== shown) {
    setApplied(shown);
    setMin(minPrice?.toString() ?? "");
    setMax(maxPrice?.toString() ?? "");
    setError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = priceRangeError(min, max);
    setError(problem);
    if (problem) return;
    onApply(priceBound(min), priceBound(max));
  }

  const worth = coinRate ? worthWords(priceBound(min), priceBound(max), coinRate) : null;
  const describedBy = [error ? `${id}-error` : null, worth ? `${id}-worth` : null]
    .filter(Boolean)
    .join(" ");

  return (
    <form onSubmit={submit} noValidate className="grid gap-1.5">
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm leading-none font-medium">Price (coins)</legend>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-min`} className="sr-only">
            Minimum price in coins
          </label>
          <Input
            id={`${id}-min`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="Min"
            value={min}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => {
              setMin(event.target.value);
              setError(null);
            }}
            className="h-9 min-w-0"
          />
          <span aria-hidden="true" className="text-muted-foreground">
            –
          </span>
          <label htmlFor={`${id}-max`} className="sr-only">
            Maximum price in coins
          </label>
          <Input
            id={`${id}-max`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="Max"
            value={max}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => {
              setMax(event.target.value);
              setError(null);
            }}
            className="h-9 min-w-0"
          />
          <Button type="submit" variant="outline" className="shrink-0">
            Apply
          </Button>
        </div>
      </fieldset>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : worth ? (
        <p id={`${id}-worth`} data-testid="price-worth" className="text-xs text-muted-foreground">
          In your currency: {worth}
        </p>
      ) : null}
    </form>
  );
}

interface CatalogToolbarProps {
  filters: CatalogFilters;
  /** A new sort or filter: a new entry in the history, so Back undoes it. */
  onChange: (next: CatalogFilters) => void;
  coinRate: CoinRate | null;
}

/**
 * Sort and filters. On a wide screen the filters stand in a row above the list; on a phone they
 * fold behind a Filters button that says how many are in force.
 */
export function CatalogToolbar({ filters, onChange, coinRate }: CatalogToolbarProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  const ratingOptions: [string, string][] = [
    [ANY, "Any rating"],
    ...RATING_CHOICES.map((stars): [string, string] => [String(stars), ratingLabel(stars)]),
  ];
  if (filters.minRating !== null && !RATING_CHOICES.some((stars) => stars === filters.minRating)) {
    ratingOptions.push([String(filters.minRating), ratingLabel(filters.minRating)]);
  }

  return (
    <div
      data-testid="catalog-toolbar"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 sm:items-start lg:grid-cols-[11rem_minmax(0,1.7fr)_1fr_1fr_auto]"
    >
      {/* A phone's row: the sort and the button that unfolds the filters. From the small
          breakpoint up its children join the grid, the sort first. */}
      <div className="flex items-end gap-3 sm:contents">
        <ChoiceSelect
          id={`${id}-sort`}
          label="Sort by"
          value={filters.sort}
          options={SORT_LABELS}
          onChange={(value) => {
            const sort = SORT_LABELS.find(([choice]) => choice === value)?.[0];
            if (sort) onChange({ ...filters, sort });
          }}
          className="min-w-0 flex-1"
        />
        <Button
          type="button"
          variant="outline"
          className="sm:hidden"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          // The count is a badge to the eye; the name says what it counts.
          aria-label={count > 0 ? `Filters (${count} in force)` : "Filters"}
          onClick={() => setOpen((was) => !was)}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {count > 0 ? (
            <span
              aria-hidden="true"
              className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground tabular-nums"
            >
              {count}
            </span>
          ) : null}
        </Button>
      </div>
      <div
        id={`${id}-filters`}
        data-testid="catalog-filters"
        className={cn("gap-4 sm:contents", open ? "grid" : "hidden")}
      >
        <PriceRange
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          coinRate={coinRate}
          onApply={(minPrice, maxPrice) => onChange({ ...filters, minPrice, maxPrice })}
        />
        <ChoiceSelect
          id={`${id}-rating`}
          label="Rating"
          value={filters.minRating === null ? ANY : String(filters.minRating)}
          options={ratingOptions}
          onChange={(value) =>
            onChange({ ...filters, minRating: value === ANY ? null : Number(value) })
          }
        />
        <ChoiceSelect
          id={`${id}-duration`}
          label="Duration"
          value={filters.duration ?? ANY}
          options={[[ANY, "Any duration"], ...DURATION_LABELS]}
          onChange={(value) =>
            onChange({
              ...filters,
              duration: DURATION_LABELS.find(([choice]) => choice === value)?.[0] ?? null,
            })
          }
        />
        {count > 0 ? (
          <Button
            type="button"
            variant="ghost"
            className="justify-self-start sm:mt-6"
            onClick={() =>
              onChange({
                ...filters,
                minPrice: null,
                maxPrice: null,
                minRating: null,
                duration: null,
              })
            }
          >
            <X aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}
