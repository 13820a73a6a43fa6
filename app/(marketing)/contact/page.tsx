import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Building, Clock, LifeBuoy, Mail } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { ContentPage, ContentSection } from "@/components/marketing/content-page";
import { SITE } from "@/lib/site";
import { cn } from "@/lib/utils";

export const metadata: Metadata = {
  title: "Contact",
  description: `How to reach the ${SITE.name} team.`,
};

export default function ContactPage() {
  return (
    <ContentPage
      eyebrow="Contact"
      title="We're here to help"
      intro="Questions about a payment, a booking or your account? Write to us and a person on our support team will answer."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border bg-card p-6">
          <Mail aria-hidden="true" className="size-6 text-primary" />
          <h2 className="mt-4 font-semibold">Email support</h2>
          <p className="mt-1 text-sm text-muted-foreground">The fastest way to reach us.</p>
          <a
            href={`mailto:${SITE.supportEmail}`}
            className="mt-4 inline-block rounded-sm font-medium break-all text-primary underline underline-offset-4 hover:text-primary/80"
          >
            {SITE.supportEmail}
          </a>
        </div>
        <div className="rounded-xl border bg-card p-6">
          <LifeBuoy aria-hidden="true" className="size-6 text-primary" />
          <h2 className="mt-4 font-semibold">Help center</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Answers about coins, refunds, bookings and accounts.
          </p>
          <Link
            href="/support"
            className="mt-4 inline-block rounded-sm font-medium text-primary underline underline-offset-4 hover:text-primary/80"
          >
            Visit Support
          </Link>
        </div>
      </div>

      <ContentSection id="response-times" title="Response times">
        <p className="flex items-start gap-3">
          <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted-foreground" />
          <span>
            We answer every message within one business day. Payment problems, such as money taken
            but coins not added, go to the front of the queue and are usually answered within a few
            hours.
          </span>
        </p>
        <p>To help us solve it on the first reply, please include:</p>
        <ul>
          <li>the email address of your {SITE.name} account;</li>
          <li>for payments, the Razorpay payment ID from your receipt;</li>
          <li>for bookings, the booking reference (it starts with CM-);</li>
          <li>what you expected to happen and what happened instead.</li>
        </ul>
        <p>
          We will never ask for your password or your card details. Ignore any message that does.
        </p>
      </ContentSection>

      <section
        aria-labelledby="organizations"
        className="flex flex-col gap-5 rounded-2xl bg-muted p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div className="flex gap-4">
          <Building aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
          <div>
            <h2 id="organizations" className="text-lg font-semibold">
              For organizations
            </h2>
            <p className="mt-1 text-sm leading-6 text-muted-foreground">
              Want to offer your services on {SITE.name}? Create an organization account; our team
              verifies it before your services go live.
            </p>
          </div>
        </div>
        <Link href="/signup?type=org" className={cn(buttonVariants(), "shrink-0")}>
          Partner with Us
        </Link>
      </section>
    </ContentPage>
  );
}
