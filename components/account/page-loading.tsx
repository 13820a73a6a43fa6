import { Spinner } from "@/components/ui/spinner";

/** Guard step 1 and every protected page's loading state: a centred spinner. */
export function PageLoading({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-[50dvh] flex-1 items-center justify-center py-16">
      <Spinner className="size-8 text-primary" label={label} />
    </div>
  );
}
