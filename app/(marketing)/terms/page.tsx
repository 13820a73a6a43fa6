import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { ContentPage, ContentSection } from "@/components/marketing/content-page";
import {
  coinValueSentence,
  conversionClause,
  payingCurrenciesSentence,
  saleSentence,
} from "@/lib/marketing/money-words";
import { CURRENCY_LIST_TEXT } from "@/lib/money/currencies";
import { currentSpreadBps } from "@/lib/server/economics/public-money-rules";
import { SITE } from "@/lib/site";

export const metadata: Metadata = {
  title: "Terms of Service",
  description: `The rules for using ${SITE.name}: accounts, coins, bookings and payouts.`,
};

// The spread stated here is a setting an admin changes: render per request, never at build time.
export const dynamic = "force-dynamic";

export default async function TermsPage() {
  const spreadBps = await currentSpreadBps();
  return (
    <ContentPage
      eyebrow="Legal"
      title="Terms of Service"
      intro={`These terms explain how ${SITE.name} works and what you and we agree to when you use it. Please read them before you create an account.`}
    >
      <ContentSection id="agreement" title="1. Agreeing to these terms">
        <p>
          By creating an account or using {SITE.name} you accept these terms and our{" "}
          <Link href="/privacy">Privacy Policy</Link>. If you use {SITE.name} on behalf of an
          organization, you confirm that you may accept these terms for it.
        </p>
      </ContentSection>

      <ContentSection id="accounts" title="2. Accounts">
        <ul>
          <li>
            There are two kinds of account you can create: an individual account to buy coins and
            book services, and an organization account to offer services and receive coins.
          </li>
          <li>
            Give us accurate details, verify your email address and keep your password to yourself.
            You are responsible for what happens under your account.
          </li>
          <li>
            We may suspend an account that breaks these terms, puts other people at risk or is
            involved in fraud. A suspended account cannot buy, book or convert coins until the
            matter is resolved.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="coins" title="3. Coins">
        <ul>
          <li>
            Coins are bought with real money through our payment partner, Razorpay.{" "}
            {coinValueSentence()} Packages may include bonus coins, shown before you pay.
          </li>
          <li>
            {payingCurrenciesSentence()} {saleSentence(spreadBps)}
          </li>
          <li>
            Coins can only be spent on services offered on {SITE.name}. They are not money, earn no
            interest and cannot be sent to another person.
          </li>
          <li>
            Your wallet shows every coin you received and spent. If you think a balance is wrong,
            tell us and we will check it against our records.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="bookings" title="4. Bookings and cancellations">
        <ul>
          <li>
            When you book a service, its price in coins is taken from your wallet and you receive a
            booking reference. A booking is an agreement between you and the organization that
            offers the service.
          </li>
          <li>
            Your coins stay in escrow until you accept the delivery, or until the acceptance window
            shown on the booking ends (3 days after the delivery unless the booking says otherwise);
            only then are they paid to the organization.
          </li>
          <li>
            Every booking has a due date. If the organization has not delivered by then, every coin
            goes back to your wallet and the organization is paid nothing.
          </li>
          <li>
            You can cancel an active booking within 24 hours of making it and the coins return to
            your wallet. After that, and before a delivery, you can ask the organization to cancel;
            it accepts (every coin back) or declines with its reason.
          </li>
          <li>
            Organizations must deliver what their service page describes. If a delivery is not what
            was booked, or a request to cancel is declined, report a problem on the booking: the
            organization answers and may offer a refund, and if you do not agree an admin decides to
            release the coins, refund them, or split them. That decision is final.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="refunds" title="5. Payments and refunds">
        <p>
          If you are charged without receiving your coins, or are charged twice, we refund the
          payment to the original payment method. Other refund requests for coins you have not spent
          are considered case by case. Refunds are processed through Razorpay and reach you on your
          bank&apos;s timeline.
        </p>
      </ContentSection>

      <ContentSection id="organizations" title="6. Organizations">
        <ul>
          <li>
            Organizations are verified before their services go live, and each service is reviewed
            before it appears in the catalogue. We may decline, pause or remove a service.
          </li>
          <li>
            Coins from completed bookings are credited to the organization&apos;s balance. An
            organization can ask to convert them to {CURRENCY_LIST_TEXT}:{" "}
            {conversionClause(spreadBps)}. The rate, any conversion fee and the payout are shown
            before it asks. Each request is reviewed by an administrator and paid out only after
            approval; rejected requests return the coins to the balance.
          </li>
          <li>
            Organizations are responsible for their own taxes and for the services they offer.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="acceptable-use" title="7. Acceptable use">
        <p>Do not use {SITE.name} to:</p>
        <ul>
          <li>offer anything illegal, unsafe or misleading;</li>
          <li>pay with a card or account that is not yours;</li>
          <li>post fake reviews or manipulate ratings;</li>
          <li>interfere with the platform or access other people&apos;s accounts.</li>
        </ul>
      </ContentSection>

      <ContentSection id="liability" title="8. Our responsibility">
        <p>
          We run the marketplace with care and keep accurate records of every coin. Services are
          provided by the organizations, not by {SITE.name}. To the extent the law allows, we are
          not liable for indirect losses, and our total liability for a claim is limited to the
          amount you paid us in connection with it.
        </p>
      </ContentSection>

      <ContentSection id="changes" title="9. Changes to these terms">
        <p>
          We may update these terms as the product changes. If a change matters to you, we will tell
          you by email or in the app before it takes effect. Continuing to use {SITE.name} after
          that means you accept the new terms.
        </p>
      </ContentSection>

      <ContentSection id="contact" title="10. Contact">
        <p>
          Questions about these terms? Email{" "}
          <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
