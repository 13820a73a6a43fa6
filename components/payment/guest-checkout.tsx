import Link from "@/components/ui/link";
import { LogIn } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { withCallbackUrl } from "@/lib/auth/callback-url";
import { cn } from "@/lib/utils";

/** Signed-out visitors sign in (and come back here) or create an account before paying. */
export function GuestCheckout({ returnTo }: { returnTo: string }) {
  return (
    <div className="space-y-3">
      <Link
        href={withCallbackUrl("/login", returnTo)}
        className={cn(buttonVariants({ size: "lg" }), "w-full")}
      >
        <LogIn aria-hidden="true" />
        Sign in to pay with coins
      </Link>
      <Link
        href={withCallbackUrl("/signup", returnTo)}
        className={cn(buttonVariants({ variant: "outline", size: "lg" }), "w-full")}
      >
        Create an account
      </Link>
      <p className="pt-1 text-center text-xs leading-5 text-muted-foreground">
        New here? Once you&apos;ve signed up and verified your email, you&apos;ll come back here to
        add coins and book.
      </p>
    </div>
  );
}
