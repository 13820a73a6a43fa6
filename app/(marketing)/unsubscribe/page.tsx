import type { Metadata } from "next";
import { Link2Off } from "lucide-react";
import { AuthCard } from "@/components/auth/auth-card";
import { UNSUBSCRIBE_TEXT } from "@/components/notifications/notification-messages";
import { UnsubscribeFlow } from "@/components/notifications/unsubscribe-flow";
import { firstParam, type SearchParams } from "@/lib/auth/page-params";
import { INVALID_UNSUBSCRIBE_LINK } from "@/lib/notifications/notification-messages";
import { describeUnsubscribe } from "@/lib/server/notifications/unsubscribe";

export const metadata: Metadata = {
  title: UNSUBSCRIBE_TEXT.title,
  // The URL carries the link's token: keep it out of Referer headers and search indexes.
  referrer: "no-referrer",
  robots: { index: false },
};

/**
 * Where the unsubscribe link at the foot of a mail lands; no sign-in needed (the token names the
 * account). Opening it stops nothing (mail scanners open links): the person confirms with a
 * button, which POSTs the token.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const token = firstParam((await searchParams).token);
  const subject = token ? await describeUnsubscribe(token) : null;
  return (
    <div className="flex justify-center px-4 py-10 sm:px-6 sm:py-16">
      <div className="w-full max-w-md">
        {token && subject ? (
          <UnsubscribeFlow token={token} topic={subject.topic} email={subject.email} />
        ) : (
          <AuthCard
            icon={Link2Off}
            iconTone="destructive"
            title={UNSUBSCRIBE_TEXT.invalidTitle}
            description={<p>{INVALID_UNSUBSCRIBE_LINK}</p>}
          />
        )}
      </div>
    </div>
  );
}
