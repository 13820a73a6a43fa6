"use client";

// A client component with no props, though nothing in it is interactive: the page's inline
// payload then names it in a few bytes instead of carrying its markup and icon beside the HTML.
import { FlaskConical } from "lucide-react";

/** Shown on every page while payments are simulated: nobody should mistake test coins for paid ones. */
export function TestModeBanner() {
  return (
    <div
      role="note"
      aria-label="Test mode"
      className="border-b border-warning/50 bg-warning/15 px-4 py-1.5 text-center text-xs leading-5 text-warning-foreground sm:text-sm"
    >
      <FlaskConical aria-hidden="true" className="mr-1.5 inline size-3.5 align-[-2px] sm:size-4" />
      <strong className="font-semibold">Test mode:</strong> payments are simulated and no real money
      moves.
    </div>
  );
}
