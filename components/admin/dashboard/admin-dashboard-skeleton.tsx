import { Skeleton } from "@/components/ui/skeleton";

/** The admin dashboard's shape while the server reads its figures. */
export function AdminDashboardSkeleton() {
  return (
    <div data-testid="admin-dashboard-loading" className="space-y-8">
      <span className="sr-only" role="status">
        Loading the dashboard...
      </span>
      <div className="space-y-2">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} className="h-36 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-80 rounded-xl md:col-span-2" />
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-80 rounded-xl md:col-span-2" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
    </div>
  );
}
