import Link from "@/components/ui/link";
import { ArrowRight, CircleCheck, ShieldCheck } from "lucide-react";
import { Container } from "@/components/layout/container";
import { buttonVariants } from "@/components/ui/button";
import { dashboardPath } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session-user";
import type { ShowcaseSummary } from "@/modules/catalog/shared/showcase-types";
import { WalletPreview } from "./wallet-preview";

const PROMISES = ["Verified organizations", "Pay with coins in one step", "Secure top-ups"];

interface HeroProps {
  showcases: ShowcaseSummary[];
  /** The signed-in visitor, who is sent on to the catalogue instead of to sign up. */
  user?: Pick<SessionUser, "role"> | null;
}

export function Hero({ showcases, user = null }: HeroProps) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--accent),transparent),radial-gradient(40rem_24rem_at_0%_100%,color-mix(in_oklch,var(--coin)_14%,transparent),transparent)]"
      />
      <Container className="grid items-center gap-14 py-16 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:py-28">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-sm font-medium text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="size-4 text-success" />
            Payments secured by Razorpay
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Buy coins once. Book services you can <span className="text-primary">trust</span>.
          </h1>
          <p className="mt-6 text-lg leading-8 text-pretty text-muted-foreground">
            Top up your wallet with real money, then spend your coins on stays, trips, tech work and
            events from organizations our team has verified. One balance, clear prices, no
            surprises.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {user?.role === "user" ? (
              <>
                <Link href="/services" className={buttonVariants({ size: "lg" })}>
                  Start Exploring Services
                  <ArrowRight aria-hidden="true" />
                </Link>
                <Link
                  href={dashboardPath(user.role)}
                  className={buttonVariants({ variant: "outline", size: "lg" })}
                >
                  Go to Dashboard
                </Link>
              </>
            ) : user ? (
              // The catalogue is for user accounts: organizations and admins go to their own pages.
              <>
                <Link href={dashboardPath(user.role)} className={buttonVariants({ size: "lg" })}>
                  Go to Dashboard
                  <ArrowRight aria-hidden="true" />
                </Link>
                <Link
                  href="/#services"
                  className={buttonVariants({ variant: "outline", size: "lg" })}
                >
                  See Popular Services
                </Link>
              </>
            ) : (
              <>
                <Link href="/signup" className={buttonVariants({ size: "lg" })}>
                  Get Started
                  <ArrowRight aria-hidden="true" />
                </Link>
                <Link href="/login" className={buttonVariants({ variant: "outline", size: "lg" })}>
                  Sign In
                </Link>
              </>
            )}
          </div>
          <ul className="mt-8 flex flex-col gap-x-6 gap-y-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="size-4 text-success" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <WalletPreview recent={showcases.slice(0, 2)} />
      </Container>
    </section>
  );
}
