import { isAllowed } from "@/lib/auth/permissions";
import type { Metadata } from "next";
import { BackLink } from "@/components/marketing/back-link";
import { Container } from "@/components/layout/container";
import { FeedbackForm } from "@/components/feedback/feedback-form";
import {
  NoServiceToReview,
  NotABooker,
  NotAUserAccount,
  SignInToReview,
} from "@/components/feedback/feedback-states";
import { VerifyEmailNotice } from "@/components/payment/verify-email-notice";
import type { SessionUser } from "@/lib/auth/session-user";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { resolveLinkedService } from "@/modules/catalog/server/linked-service";
import { getFeedbackTarget, type FeedbackTarget } from "@/lib/server/reviews/feedback-target";
import { feedbackHref } from "@/lib/validations/feedback-href";
import {
  feedbackReturn,
  parseFeedbackQuery,
  type FeedbackReturn,
} from "@/lib/validations/feedback-query";

export const metadata: Metadata = { title: "Feedback" };

interface FeedbackPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function FeedbackPage({ searchParams }: FeedbackPageProps) {
  const query = parseFeedbackQuery(await searchParams);
  const user = await getCurrentUser();
  // The link names the service by id, or (docs/spec.md's own shape) a showcase option by its title.
  const linked = await resolveLinkedService(query, "review");
  // Decided before rendering: a form is shown only when the review API would accept it.
  const target =
    linked && user && isAllowed(user.role, "reviews.write") && user.emailVerified
      ? await getFeedbackTarget(user, linked.id, query.bookingId)
      : null;
  const service = target?.state === "ready" ? target.serviceTitle : linked?.title;
  // Reached from My Bookings, the page leads back there (back link, Skip for Now, after thanks).
  const back = feedbackReturn(query.from);

  return (
    <Container width="xl" className="py-10 sm:py-16">
      <BackLink href={back.href} label={back.label} />
      <h1 className="mt-8 text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {service ? `How was ${service}?` : "Leave feedback"}
      </h1>
      <p className="mt-3 text-muted-foreground">
        Rate your experience and help other people choose. It only takes a moment.
      </p>
      <div className="mt-8">
        {linked ? (
          <FeedbackContent user={user} target={target} returnTo={feedbackHref(query)} back={back} />
        ) : (
          <NoServiceToReview role={user?.role ?? null} />
        )}
      </div>
    </Container>
  );
}

interface FeedbackContentProps {
  user: SessionUser | null;
  target: FeedbackTarget | null;
  returnTo: string;
  back: FeedbackReturn;
}

function FeedbackContent({ user, target, returnTo, back }: FeedbackContentProps) {
  if (!user) return <SignInToReview returnTo={returnTo} />;
  if (!isAllowed(user.role, "reviews.write")) return <NotAUserAccount role={user.role} />;
  if (!user.emailVerified || !target) {
    return (
      <VerifyEmailNotice
        title="Verify your email to leave feedback"
        titleAs="h2"
        returnTo={returnTo}
      >
        <p>
          Reviews need a verified email address. Open the link we sent to{" "}
          <strong className="font-semibold break-all text-foreground">{user.email}</strong>, then
          come back to this page.
        </p>
      </VerifyEmailNotice>
    );
  }
  if (target.state === "no-service") return <NoServiceToReview role={user.role} />;
  if (target.state === "not-a-booker") return <NotABooker message={target.message} />;
  return (
    <FeedbackForm
      serviceId={target.serviceId}
      bookingId={target.bookingId}
      serviceTitle={target.serviceTitle}
      delivered={target.delivered}
      organizationName={target.organizationName}
      review={target.review}
      back={back}
    />
  );
}
