import Link from "@/components/ui/link";
import { ArrowRight } from "lucide-react";
import { Container } from "@/components/layout/container";
import { buttonVariants } from "@/components/ui/button";
import { DASHBOARD_PATHS, type Role } from "@/lib/auth/roles";
import { cn } from "@/lib/utils";

interface Invitation {
  title: string;
  text: string;
  action: { href: string; label: string };
}

/**
 * docs/spec.md "Landing page": signed in, one way on (the catalogue for users); signed out, sign up
 * or in. Organizations and admins cannot open the catalogue, so theirs leads to their own pages.
 */
const SIGNED_IN: Record<Role, Invitation> = {
  user: {
    title: "Ready to book your first service?",
    text: "Browse services from verified organizations and book them with the coins in your wallet.",
    action: { href: "/services", label: "Start Exploring Services" },
  },
  org: {
    title: "Ready for your next booking?",
    text: "See your bookings, deliver them and follow the coins your services earn on your dashboard.",
    action: { href: DASHBOARD_PATHS.org, label: "Go to Your Dashboard" },
  },
  admin: {
    title: "Keep the marketplace trusted",
    text: "Review users, services and conversions from the admin dashboard.",
    action: { href: DASHBOARD_PATHS.admin, label: "Open the Admin Dashboard" },
  },
};

const GUEST: Omit<Invitation, "action"> = {
  title: "Ready to book your first service?",
  text: "Create a free account, add coins to your wallet and book from verified organizations in minutes.",
};

export function CallToAction({ role = null }: { role?: Role | null }) {
  const invitation = role ? SIGNED_IN[role] : GUEST;
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
            {invitation.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-primary-foreground/85">
            {invitation.text}
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            {role ? (
              <Link
                href={SIGNED_IN[role].action.href}
                className={buttonVariants({ variant: "on-brand", size: "lg" })}
              >
                {SIGNED_IN[role].action.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            ) : (
              <>
                <Link
                  href="/signup"
                  className={buttonVariants({ variant: "on-brand", size: "lg" })}
                >
                  Get Started
                  <ArrowRight aria-hidden="true" />
                </Link>
                <Link
                  href="/login"
                  className={cn(
                    buttonVariants({ variant: "outline-on-brand", size: "lg" }),
                    "focus-visible:outline-white",
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
