import * as React from "react";

import { cn } from "@/lib/utils";

function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table
        data-slot="table"
        className={cn("w-full caption-bottom text-sm", className)}
        {...props}
      />
    </div>
  );
}

function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("[&_tr]:border-b", className)} {...props} />;
}

function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return (
    <tbody
      data-slot="table-body"
      className={cn("[&_tr:last-child]:border-0", className)}
      {...props}
    />
  );
}

// Where a table's cells differ (padding, alignment, wrapping), each is one prop: `cn` joins
// classes without resolving conflicts (lib/utils.ts).
const CELL_INSETS = { default: "px-2", wide: "px-3 sm:px-4" } as const;
type CellLayout = {
  /** `wide`: the first and last columns of a table drawn edge to edge in a card. */
  inset?: keyof typeof CELL_INSETS;
  /** `top`: a cell of several lines beside cells of one. */
  valign?: "middle" | "top";
  /** Lets the cell's text wrap onto more lines. */
  wrap?: boolean;
};

function TableRow({
  highlight = true,
  className,
  ...props
}: React.ComponentProps<"tr"> & {
  /** false: no tint under the pointer (a header row). */
  highlight?: boolean;
}) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        "border-b transition-colors data-[state=selected]:bg-muted",
        highlight ? "hover:bg-muted/50" : "hover:bg-transparent",
        className,
      )}
      {...props}
    />
  );
}

function TableHead({
  inset = "default",
  align = "left",
  className,
  ...props
}: React.ComponentProps<"th"> & Pick<CellLayout, "inset"> & { align?: "left" | "right" }) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        CELL_INSETS[inset],
        align === "right" ? "text-right" : "text-left",
        "h-10 align-middle font-medium whitespace-nowrap text-foreground [&:has([role=checkbox])]:pr-0 [&>[role=checkbox]]:translate-y-[2px]",
        className,
      )}
      {...props}
    />
  );
}

function TableCell({
  inset = "default",
  valign = "middle",
  wrap = false,
  className,
  ...props
}: React.ComponentProps<"td"> & CellLayout) {
  return (
    <td
      data-slot="table-cell"
      className={cn(
        CELL_INSETS[inset],
        valign === "top" ? "py-4 align-top" : "py-2 align-middle",
        wrap ? "whitespace-normal" : "whitespace-nowrap",
        "[&:has([role=checkbox])]:pr-0 [&>[role=checkbox]]:translate-y-[2px]",
        className,
      )}
      {...props}
    />
  );
}

function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return (
    <caption
      data-slot="table-caption"
      className={cn("mt-4 text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

export { Table, TableHeader, TableBody, TableHead, TableRow, TableCell, TableCaption };
