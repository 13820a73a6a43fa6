import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { BadgeCheck, Coins, Handshake, type LucideIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { ContentPage, ContentSection } from "@/components/marketing/content-page";
import { SITE } from "@/lib/site";

export const metadata: Metadata = {
  title: "About Us",
  description: `Why we built ${SITE.name} and how it works for people and organizations.`,
};

const STEPS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: "Buy coins",
    text: "Top up your wallet with real money through Razorpay. Coins land in your wallet as soon as the payment is confirmed.",
    icon: Coins,
  },
  {
    title: "Book services",
    text: "Spend coins on services from verified organizations, at the price shown. No hidden fees at checkout.",
    icon: BadgeCheck,
  },
  {
    title: "Organizations get paid",
    text: "When a booking is completed the coins go to the organization, which can convert them to money after our review.",
    icon: Handshake,
  },
];

export default function AboutPage() {
  return (
    <ContentPage
      eyebrow="About Us"
      title="A simpler, safer way to pay for services"
      intro={`${SITE.name} connects people with organizations that offer stays, trips, products, tech work and events. You pay once for coins, then book anything on the marketplace with the same balance.`}
    >
      <ContentSection id="why" title="Why we built it">
        <p>
          Paying a new provider for the first time means trusting a stranger with your money. We
          wanted a place where that trust is earned up front: every organization is reviewed by our
          team before its services go live, prices are fixed and shown in coins, and every coin you
          spend is recorded in your wallet history.
        </p>
        <p>
          For organizations, {SITE.name} is a ready-made storefront with payments already solved.
          They list services, receive bookings and turn the coins they earn into money in their own
          currency.
        </p>
      </ContentSection>

      <section aria-labelledby="how-it-works" className="scroll-mt-24">
        <h2 id="how-it-works" className="text-2xl font-semibold tracking-tight">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-3">
          {STEPS.map(({ title, text, icon: Icon }, index) => (
            <li key={title} className="rounded-xl border bg-card p-5">
              <span className="grid size-10 place-items-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <ContentSection id="principles" title="What we stand for">
        <ul>
          <li>
            <strong>Verified sellers.</strong> Organizations are checked before they can sell, and
            services are reviewed before they appear in the catalogue.
          </li>
          <li>
            <strong>Honest numbers.</strong> Ratings come from people who booked, and the figures on
            our home page are live counts, not marketing estimates.
          </li>
          <li>
            <strong>Your money, accounted for.</strong> Every top-up, booking, cancellation and
            payout is recorded, so balances always add up.
          </li>
        </ul>
      </ContentSection>

      <div className="flex flex-col gap-3 rounded-2xl bg-muted p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-lg font-semibold">Offer your services on {SITE.name}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Reach customers who are ready to pay, with payments handled for you.
          </p>
        </div>
        <Link href="/signup?type=org" className={buttonVariants()}>
          Partner with Us
        </Link>
      </div>
    </ContentPage>
  );
}
