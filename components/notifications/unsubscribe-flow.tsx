"use client";

import { useEffect, useRef, useState } from "react";
import { BellOff, MailCheck } from "lucide-react";
import { AuthCard } from "@/components/auth/auth-card";
import { AuthNotice } from "@/components/auth/auth-notice";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { textLinkClass } from "@/components/ui/text-link";
import { callApi, errorMessage } from "@/lib/api/client";
import { notificationsUnsubscribe } from "@/lib/api/endpoints/notifications";
import type { NotificationTopic } from "@/lib/notifications/topics";
import {
  CHANGE_IN_SETTINGS,
  UNSUBSCRIBE_TEXT,
  unsubscribedText,
  unsubscribeQuestion,
  unsubscribeWho,
} from "./notification-messages";

interface UnsubscribeFlowProps {
  token: string;
  topic: NotificationTopic;
  /** The account's address, masked (a***@example.com). */
  email: string;
}

/**
 * /unsubscribe with a valid link: asks, then turns the topic's mails off with the link's token.
 * Opening the page changes nothing (mail scanners open links): only the button's POST does.
 */
export function UnsubscribeFlow({ token, topic, email }: UnsubscribeFlowProps) {
  const [done, setDone] = useState(false);
  const [working, setWorking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);

  // The answer replaces the question in place: focus its heading so it is read out.
  useEffect(() => {
    if (done) title.current?.focus();
  }, [done]);

  if (done) {
    return (
      <AuthCard
        icon={MailCheck}
        iconTone="success"
        title={UNSUBSCRIBE_TEXT.doneTitle}
        titleRef={title}
        description={
          <p data-testid="unsubscribe-done">
            {unsubscribedText({ topic, email })} {CHANGE_IN_SETTINGS}{" "}
            <Link href="/settings" className={textLinkClass()}>
              {UNSUBSCRIBE_TEXT.settingsLink}
            </Link>
            .
          </p>
        }
      />
    );
  }

  async function unsubscribe() {
    setWorking(true);
    setRefusal(null);
    try {
      await callApi(notificationsUnsubscribe, { query: { token } });
      setDone(true);
    } catch (cause) {
      setRefusal(errorMessage(cause));
    } finally {
      setWorking(false);
    }
  }

  return (
    <AuthCard
      icon={BellOff}
      title={unsubscribeQuestion(topic)}
      description={<p>{unsubscribeWho({ topic, email })}</p>}
    >
      <div className="space-y-4">
        {refusal ? (
          <AuthNotice tone="error" role="alert">
            {refusal}
          </AuthNotice>
        ) : null}
        <Button
          type="button"
          size="lg"
          className="w-full"
          loading={working}
          onClick={() => void unsubscribe()}
        >
          {working ? UNSUBSCRIBE_TEXT.busy : UNSUBSCRIBE_TEXT.button}
        </Button>
      </div>
    </AuthCard>
  );
}
