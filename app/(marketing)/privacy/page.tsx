import type { Metadata } from "next";
import { ContentPage, ContentSection } from "@/components/marketing/content-page";
import { SITE } from "@/lib/site";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: `What ${SITE.name} collects, why, and the choices you have.`,
};

export default function PrivacyPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy Policy"
      intro="We collect only what we need to run your wallet, your bookings and your account, and we never sell your data."
    >
      <ContentSection id="what-we-collect" title="What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address, account type and whether
            your email is verified. Passwords are stored only as a secure hash.
          </li>
          <li>
            <strong>Wallet and bookings:</strong> coins bought and spent, bookings, cancellations,
            reviews you write and, for organizations, services and conversion requests.
          </li>
          <li>
            <strong>Payments:</strong> Razorpay order and payment IDs, amounts and status. Your card
            or bank details go straight to Razorpay; we never see or store them.
          </li>
          <li>
            <strong>Technical data:</strong> your approximate country, from your IP address, to
            choose your currency; and basic logs that keep the service secure.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="how-we-use" title="How we use it">
        <ul>
          <li>to run your account, wallet and bookings and show you your history;</li>
          <li>to process payments, refunds and organization payouts;</li>
          <li>to send you receipts, booking notices, verification and password-reset emails;</li>
          <li>to prevent fraud and keep accounts safe;</li>
          <li>to meet our legal and accounting obligations.</li>
        </ul>
        <p>We do not use your data for advertising and we do not sell it.</p>
      </ContentSection>

      <ContentSection id="sharing" title="Who we share it with">
        <ul>
          <li>
            <strong>Organizations you book with</strong> see your name, the booking and its
            reference, so they can deliver the service.
          </li>
          <li>
            <strong>Razorpay</strong> processes your payments under its own privacy policy.
          </li>
          <li>
            <strong>Service providers</strong> that host the platform and deliver our emails, only
            for that purpose.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="cookies" title="Cookies">
        <p>
          We use a small number of essential cookies to keep you signed in and to protect forms
          against misuse. We do not use advertising or tracking cookies.
        </p>
      </ContentSection>

      <ContentSection id="retention" title="How long we keep it">
        <p>
          We keep your account data while your account is open. Records of payments, bookings and
          payouts are kept for as long as accounting and tax law requires, even after an account is
          closed.
        </p>
      </ContentSection>

      <ContentSection id="your-rights" title="Your choices and rights">
        <p>
          You can see and update your details in your account settings. You may also ask us for a
          copy of your data, ask us to correct it, or ask us to delete your account; we keep only
          the financial records we are required to keep.
        </p>
      </ContentSection>

      <ContentSection id="security" title="Security">
        <p>
          Connections to {SITE.name} are encrypted, passwords are hashed, and access to personal
          data inside our team is limited to the people who need it to help you.
        </p>
      </ContentSection>

      <ContentSection id="contact" title="Contact">
        <p>
          For any privacy question or request, email{" "}
          <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>. We reply within one
          business day.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
