import { cn } from "@/lib/utils";

/** The widths a page's column takes: wide for lists and dashboards, narrow for reading. */
const CONTAINER_WIDTHS = {
  "6xl": "max-w-6xl",
  "5xl": "max-w-5xl",
  "4xl": "max-w-4xl",
  "3xl": "max-w-3xl",
  "2xl": "max-w-2xl",
  xl: "max-w-xl",
} as const;

/** The page width every section shares, with the gutters of the spacing scale. */
export function Container({
  width = "6xl",
  className,
  ...props
}: React.ComponentProps<"div"> & { width?: keyof typeof CONTAINER_WIDTHS }) {
  return (
    <div
      className={cn("mx-auto w-full px-4 sm:px-6 lg:px-8", CONTAINER_WIDTHS[width], className)}
      {...props}
    />
  );
}
