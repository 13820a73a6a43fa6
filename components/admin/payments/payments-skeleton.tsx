import { Skeleton } from "@/components/ui/skeleton";

/** Rows of the orders list on their way. */
export function OrderRowsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading payments...</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} shape="xl" className="h-20 w-full" />
      ))}
    </div>
  );
}
