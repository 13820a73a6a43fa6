import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { ContentPage } from "@/components/marketing/content-page";
import { FaqList, type FaqItem } from "@/components/marketing/faq-list";
import {
  checkoutSentence,
  coinValueSentence,
  conversionClause,
  payingCurrenciesSentence,
  saleSentence,
} from "@/lib/marketing/money-words";
import { CURRENCY_LIST_TEXT } from "@/lib/money/currencies";
import { currentSpreadBps } from "@/lib/server/economics/public-money-rules";
import { SITE } from "@/lib/site";

export const metadata: Metadata = {
  title: "Support",
  description: "Answers about buying coins, refunds, bookings, organizations and your account.",
};

// The spread stated here is a setting an admin changes: render per request, never at build time.
export const dynamic = "force-dynamic";

interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

/** The answers; the money rules in them are written from the currency list and the spread now. */
const faqGroups = (spreadBps: number): FaqGroup[] => [
  {
    id: "buying-coins",
    title: "Buying coins",
    items: [
      {
        question: "How do I buy coins?",
        answer: (
          <p>
            Sign in, open <strong>Add Coins</strong> from your dashboard or the navigation bar, and
            pick a package or enter your own amount. {checkoutSentence()} The coins are added as
            soon as the payment is confirmed.
          </p>
        ),
      },
      {
        question: "How much is one coin worth?",
        answer: (
          <p>
            {coinValueSentence()} {saleSentence(spreadBps)} Larger packages include bonus coins on
            top.
          </p>
        ),
      },
      {
        question: "Which currency will I pay in?",
        answer: (
          <p>
            {payingCurrenciesSentence()} The Add Coins page shows your currency and the smallest and
            largest amount you can pay at once.
          </p>
        ),
      },
      {
        question: "My payment went through but I did not get my coins.",
        answer: (
          <p>
            This is rare and usually resolves itself within a few minutes, once Razorpay confirms
            the payment to us. If your balance has not changed after 15 minutes, email{" "}
            <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> with the Razorpay
            payment ID from your receipt and we will sort it out the same day.
          </p>
        ),
      },
    ],
  },
  {
    id: "refunds",
    title: "Refunds",
    items: [
      {
        question: "Can I get my money back for coins I bought?",
        answer: (
          <p>
            If you were charged but never received your coins, or were charged twice, we refund the
            payment to the original payment method. For other requests, contact support: coins you
            have not spent can be refunded at our discretion, and coins already spent on a booking
            follow the booking&apos;s cancellation rules.
          </p>
        ),
      },
      {
        question: "How long does a refund take?",
        answer: (
          <p>
            Once we approve a refund, Razorpay returns the money to your card, bank or wallet, which
            usually takes 5 to 7 business days depending on your bank.
          </p>
        ),
      },
    ],
  },
  {
    id: "bookings",
    title: "Bookings and cancellation",
    items: [
      {
        question: "How do I book a service?",
        answer: (
          <p>
            Open a service, choose an option and press Book. The price in coins is taken from your
            wallet and you get a booking reference (starting with CM-) that you can quote to the
            organization or to us. Your active bookings appear on your dashboard.
          </p>
        ),
      },
      {
        question: "Can I cancel a booking?",
        answer: (
          <p>
            Yes. You can cancel an active booking within 24 hours of making it, and the coins go
            straight back to your wallet. After 24 hours, and before it is delivered, press Ask to
            cancel on the booking: the organization accepts (every coin back) or declines with its
            reason. A booking not delivered by its due date is refunded in full by itself.
          </p>
        ),
      },
      {
        question: "When does the organization get my coins?",
        answer: (
          <p>
            Your coins stay in escrow until you accept the delivery, or until the acceptance window
            on the booking ends (3 days after the delivery unless the booking says otherwise). If
            something is wrong, press Report a problem before then: the organization answers and may
            offer a refund, and if you do not agree an admin decides.
          </p>
        ),
      },
      {
        question: "What if I don't have enough coins?",
        answer: (
          <p>
            The service shows how many coins you are missing and a button to add coins. Your booking
            is only made once your balance covers the price.
          </p>
        ),
      },
    ],
  },
  {
    id: "organizations",
    title: "For organizations",
    items: [
      {
        question: "How do I offer services on Coinmarket?",
        answer: (
          <p>
            <Link href="/signup?type=org">Create an organization account</Link>. Our team verifies
            your organization, then you can add services with a title, description, price in coins
            and category. Services appear in the catalogue once approved.
          </p>
        ),
      },
      {
        question: "How do I turn the coins I earn into money?",
        answer: (
          <p>
            Open <strong>Convert Coins</strong>, enter the number of coins and choose{" "}
            {CURRENCY_LIST_TEXT}: {conversionClause(spreadBps)}. The form shows the rate, any fee
            and the payout before you ask. Each request is reviewed by an administrator; the money
            is paid out after approval, and if a request is rejected the coins return to your
            balance.
          </p>
        ),
      },
    ],
  },
  {
    id: "account",
    title: "Account and password",
    items: [
      {
        question: "I forgot my password.",
        answer: (
          <p>
            Use <Link href="/forgot-password">Forgot password</Link> on the login page. We email you
            a link to choose a new password; the link works once and expires after a short time.
            Passwords need at least 6 characters.
          </p>
        ),
      },
      {
        question: "Why do I have to verify my email?",
        answer: (
          <p>
            Verifying proves the address is yours, so receipts, booking confirmations and password
            resets reach you and nobody else. Open the link in the email we sent when you signed up;
            until then your dashboard stays locked.
          </p>
        ),
      },
      {
        question: "My account says it is suspended.",
        answer: (
          <p>
            An administrator has paused the account, usually to protect it or while a report is
            looked into. Email <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> from
            the address on the account and we will explain the next steps.
          </p>
        ),
      },
    ],
  },
];

export default async function SupportPage() {
  const groups = faqGroups(await currentSpreadBps());
  return (
    <ContentPage
      eyebrow="Support"
      title="How can we help?"
      intro={
        <>
          Answers to the questions we hear most. Can&apos;t find yours? Email{" "}
          <a
            href={`mailto:${SITE.supportEmail}`}
            className="font-medium text-primary underline underline-offset-4 hover:text-primary/80"
          >
            {SITE.supportEmail}
          </a>{" "}
          or see the{" "}
          <Link
            href="/contact"
            className="font-medium text-primary underline underline-offset-4 hover:text-primary/80"
          >
            contact page
          </Link>
          .
        </>
      }
    >
      <nav aria-label="Topics" className="flex flex-wrap gap-2">
        {groups.map((group) => (
          <a
            key={group.id}
            href={`#${group.id}`}
            className="rounded-full border bg-card px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
          >
            {group.title}
          </a>
        ))}
      </nav>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="scroll-mt-24">
          <h2 id={group.id} className="scroll-mt-24 text-2xl font-semibold tracking-tight">
            {group.title}
          </h2>
          <div className="mt-5">
            <FaqList items={group.items} />
          </div>
        </section>
      ))}
    </ContentPage>
  );
}
