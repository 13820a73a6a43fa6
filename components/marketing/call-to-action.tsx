import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { Container } from "./container";

/** SPEC.md "Landing page": signed in, one way on to the catalogue; signed out, sign up or in. */
export function CallToAction({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <section aria-labelledby="cta-title" className="py-16 sm:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-primary to-[oklch(0.32_0.16_280)] px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-white/10"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-28 -left-16 -z-10 size-72 rounded-full bg-coin/20"
          />
          <h2
            id="cta-title"
            className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            Ready to book your first service?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-primary-foreground/85">
            {signedIn
              ? "Browse services from verified organizations and book them with the coins in your wallet."
              : "Create a free account, add coins to your wallet and book from verified organizations in minutes."}
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            {signedIn ? (
              <Link
                href="/services"
                className={cn(
                  buttonVariants({ variant: "secondary", size: "lg" }),
                  "bg-white text-primary hover:bg-white/90",
                )}
              >
                Start Exploring Services
                <ArrowRight aria-hidden="true" />
              </Link>
            ) : (
              <>
                <Link
                  href="/signup"
                  className={cn(
                    buttonVariants({ variant: "secondary", size: "lg" }),
                    "bg-white text-primary hover:bg-white/90",
                  )}
                >
                  Get Started
                  <ArrowRight aria-hidden="true" />
                </Link>
                <Link
                  href="/login"
                  className={cn(
                    buttonVariants({ variant: "outline", size: "lg" }),
                    "border-white/40 bg-transparent text-primary-foreground hover:bg-white/10 hover:text-primary-foreground focus-visible:outline-white",
                  )}
                >
                  Sign In
                </Link>
              </>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
