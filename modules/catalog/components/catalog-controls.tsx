"use client";

import type { FormEvent } from "react";
import Link from "@/components/ui/link";
import { AlertTriangle, Plus, Search, X } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SERVICE_CATEGORIES, type ServiceCategory } from "@/modules/catalog/shared/categories";
import { formatCoins, formatCount } from "@/lib/format/coins";
import { cn } from "@/lib/utils";
import { SEARCH_MAX_LENGTH } from "./catalog-filters";
import { categoryLabel } from "./format";

/** docs/spec.md section 9: the low-balance warning shows below this many coins. */
export const LOW_BALANCE_THRESHOLD = 50;

export function SearchBox({
  value,
  onChange,
  onSubmit,
  onClear,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form role="search" onSubmit={submit} className="relative w-full sm:max-w-md">
      <label htmlFor="service-search" className="sr-only">
        Search services
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id="service-search"
        type="search"
        name="search"
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search services..."
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && value) {
            event.preventDefault();
            onClear();
          }
        }}
        fieldSize="lg"
        className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          onClick={onClear}
          aria-label="Remove search term"
          className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </form>
  );
}

export function CategoryChips({
  counts,
  selected,
  onSelect,
}: {
  counts: { category: string; count: number }[];
  selected: ServiceCategory | null;
  onSelect: (category: ServiceCategory | null) => void;
}) {
  const countOf = new Map(counts.map((entry) => [entry.category, entry.count]));
  const all = counts.reduce((sum, entry) => sum + entry.count, 0);
  // The catalogue's order, categories with services only; the chosen one stays even at 0.
  const shown = SERVICE_CATEGORIES.filter(
    (category) => (countOf.get(category) ?? 0) > 0 || category === selected,
  );
  return (
    <div
      role="group"
      aria-label="Filter by category"
      data-testid="category-chips"
      // One scrolling row on phones, wrapped rows from the small breakpoint up.
      className="-mx-4 flex [scrollbar-width:thin] gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
    >
      <Chip pressed={selected === null} count={all} onClick={() => onSelect(null)}>
        All
      </Chip>
      {shown.map((category) => (
        <Chip
          key={category}
          pressed={selected === category}
          count={countOf.get(category) ?? 0}
          category={category}
          onClick={() => onSelect(selected === category ? null : category)}
        >
          {categoryLabel(category)}
        </Chip>
      ))}
    </div>
  );
}

function Chip({
  pressed,
  count,
  category,
  onClick,
  children,
}: {
  pressed: boolean;
  count: number;
  category?: string;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      data-category={category ?? "all"}
      onClick={onClick}
      className={cn(
        "inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        pressed
          ? "border-primary bg-primary text-primary-foreground"
          : "bg-background hover:bg-accent hover:text-accent-foreground",
      )}
    >
      {children}
      <span
        className={cn(
          "rounded-full px-1.5 text-xs tabular-nums",
          pressed ? "bg-primary-foreground/20" : "bg-muted text-muted-foreground",
        )}
      >
        {formatCount(count)}
      </span>
    </button>
  );
}

export function LowBalanceBanner({ balance }: { balance: number }) {
  return (
    <div
      data-testid="low-balance-banner"
      className="flex flex-col gap-3 rounded-xl border border-warning/50 bg-warning/10 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <AlertTriangle
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 text-warning-foreground"
        />
        <div className="text-sm">
          <p className="font-semibold">Low balance</p>
          <p className="text-muted-foreground">
            {/* "0 coins left" reads oddly to someone who never had any: at 0, only the way on. */}
            {balance > 0
              ? `You have ${formatCoins(balance)} left. Add coins to book more services.`
              : "Add coins to book services."}
          </p>
        </div>
      </div>
      <Link
        href="/wallet/add"
        className={buttonVariants({ variant: "coin", size: "sm", className: "w-fit" })}
      >
        <Plus aria-hidden="true" />
        Add Coins
      </Link>
    </div>
  );
}
