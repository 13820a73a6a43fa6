import Link from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Login and Sign Up: the signed-out end of the navigation bar. */
export function GuestActions({ stacked = false }: { stacked?: boolean }) {
  return (
    <div className={cn("flex gap-2", stacked ? "flex-col" : "items-center")}>
      <Link
        href="/login"
        className={cn(
          buttonVariants({ variant: stacked ? "outline" : "ghost" }),
          stacked && "w-full",
        )}
      >
        Login
      </Link>
      <Link href="/signup" className={cn(buttonVariants(), stacked && "w-full")}>
        Sign Up
      </Link>
    </div>
  );
}
