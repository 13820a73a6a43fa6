import { cn } from "@/lib/utils";

/**
 * The brand's coin: a gold disc with an indigo "C". Decorative, the brand name is text. Its size
 * comes from `className` (the header's `size-8`).
 */
export function CoinMark({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn("shrink-0", className)}
    >
      <circle cx="16" cy="16" r="15" fill="var(--coin)" />
      <circle
        cx="16"
        cy="16"
        r="11.5"
        fill="none"
        stroke="var(--coin-foreground)"
        strokeOpacity="0.35"
        strokeWidth="1.5"
      />
      <path
        d="M20.5 12.2a6 6 0 1 0 0 7.6"
        fill="none"
        stroke="var(--primary)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
