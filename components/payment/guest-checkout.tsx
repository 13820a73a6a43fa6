import Link from "@/components/ui/link";
import { LogIn } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Signed-out visitors sign in (and come back here) or create an account before paying. */
export function GuestCheckout({ returnTo }: { returnTo: string }) {
  return (
    <div className="space-y-3">
      <Link
        href={`/login?callbackUrl=${encodeURIComponent(returnTo)}`}
        className={cn(buttonVariants({ size: "lg" }), "w-full")}
      >
        <LogIn aria-hidden="true" />
        Sign in to pay with coins
      </Link>
      <Link
        href="/signup"
        className={cn(buttonVariants({ variant: "outline", size: "lg" }), "w-full")}
      >
        Create an account
      </Link>
      <p className="pt-1 text-center text-xs leading-5 text-muted-foreground">
        New here? After signing up you can add coins to your wallet and come back to book.
      </p>
    </div>
  );
}
