"use client";

import { Button } from "@/components/ui/button";

/** The link under a dashboard chart that shows its figures as a table, and back. */
export function ChartTableToggle({
  asTable,
  title,
  onToggle,
}: {
  asTable: boolean;
  /** The card's title, so the link's name says which chart it switches. */
  title: string;
  onToggle: () => void;
}) {
  const label = asTable ? "Show as chart" : "Show as table";
  return (
    <Button
      type="button"
      variant="link"
      size="sm-flush"
      className="self-end"
      aria-label={`${label}: ${title}`}
      onClick={onToggle}
    >
      {label}
    </Button>
  );
}
