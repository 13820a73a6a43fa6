"use client";

import { useId, useState, type Ref } from "react";
import { Star } from "lucide-react";
import { cn } from "@/lib/utils";
import { RATINGS, ratingWord, shownRating, starLabel } from "./rating";

interface StarRatingProps {
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (stars: number) => void;
  disabled?: boolean;
  /** The id of a message about the rating (e.g. that it is required). */
  errorId?: string;
  invalid?: boolean;
  /** The first star, to move focus to the group when a rating is missing. */
  firstStarRef?: Ref<HTMLInputElement>;
}

/**
 * 1 to 5 stars as a radio group of native radios: Tab enters the group, the arrow keys move and
 * choose, Space chooses the focused star. Hovering previews a rating before it is chosen.
 */
export function StarRating({
  value,
  onChange,
  disabled,
  errorId,
  invalid,
  firstStarRef,
}: StarRatingProps) {
  const name = useId();
  const legendId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = shownRating(value, disabled ? null : hovered);

  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={errorId}
      aria-invalid={invalid || undefined}
      aria-required="true"
      disabled={disabled}
      className="space-y-3"
    >
      <legend id={legendId} className="text-sm font-medium">
        Your rating <span className="text-muted-foreground">(required)</span>
      </legend>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-1" onMouseLeave={() => setHovered(null)}>
          {RATINGS.map((stars) => (
            <label
              key={stars}
              onMouseEnter={() => setHovered(stars)}
              className={cn(
                "relative flex size-11 items-center justify-center rounded-lg transition-colors",
                "has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/50",
                disabled ? "opacity-60" : "hover:bg-coin/10",
              )}
            >
              <input
                ref={stars === 1 ? firstStarRef : undefined}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => {
                  // A choice by click or arrow key ends any preview: the pointer may rest on
                  // another star while the keyboard moves on.
                  setHovered(null);
                  onChange(stars);
                }}
                aria-label={starLabel(stars)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg outline-none disabled:cursor-not-allowed"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  "pointer-events-none size-8 transition-[color,fill,transform]",
                  stars <= shown
                    ? "fill-coin text-coin"
                    : invalid
                      ? "text-destructive/50"
                      : "text-muted-foreground/40",
                  stars === hovered && !disabled ? "scale-110" : undefined,
                )}
              />
            </label>
          ))}
        </div>
        <p aria-hidden="true" className="min-w-24 text-sm font-medium text-muted-foreground">
          {ratingWord(shown)}
        </p>
      </div>
    </fieldset>
  );
}
