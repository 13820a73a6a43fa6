import Link from "@/components/ui/link";
import { Plus } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The navigation bar's shortcut to top up the wallet. */
export function AddCoinsButton({ className }: { className?: string }) {
  return (
    <Link
      href="/wallet/add"
      className={cn(buttonVariants({ variant: "coin", size: "compact" }), className)}
    >
      <Plus aria-hidden="true" />
      Add
    </Link>
  );
}
