"use client";

import { useId, useRef, useState } from "react";
import useSWR from "swr";
import { LoadError } from "@/components/ui/load-error";
import { Checkbox } from "@/components/ui/checkbox";
import { Skeleton } from "@/components/ui/skeleton";
import { PREFERENCE_TEXT } from "@/components/notifications/notification-messages";
import { callApi, errorMessage, fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import {
  notificationsPreferences,
  notificationsUpdatePreference,
} from "@/lib/api/endpoints/notifications";
import { notify } from "@/lib/notify";
import type { NotificationPreferences, TopicPreference } from "@/lib/schemas/notifications";

const PREFERENCES_KEY = endpointUrl(notificationsPreferences);

type Channel = "inApp" | "email";

const CHANNELS: { key: Channel; label: string }[] = [
  { key: "inApp", label: PREFERENCE_TEXT.inApp },
  { key: "email", label: PREFERENCE_TEXT.email },
];

/**
 * /settings' Notifications section: per topic of the account's role, in the product and by mail.
 * Each switch saves on change: shown at once, put back (with an error toast) if the server refuses,
 * and "Saved" said politely once it is stored. Security mails have no switch: the sentence under
 * the list says they are always sent.
 */
export function NotificationPreferencesForm() {
  const { data, error, mutate, isLoading } = useSWR(
    PREFERENCES_KEY,
    fetcherFor(notificationsPreferences),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const [status, setStatus] = useState("");
  // Each change's number: an older answer arriving after a newer change does not overwrite it.
  const latest = useRef(0);

  if (!data) {
    if (error && !isLoading) {
      return (
        <LoadError
          title={PREFERENCE_TEXT.loadFailed}
          message={errorMessage(error)}
          onRetry={() => void mutate()}
          titleAs="h3"
        />
      );
    }
    return <PreferencesSkeleton />;
  }

  async function change(topic: TopicPreference, channel: Channel, on: boolean) {
    const wanted = { topic: topic.topic, inApp: topic.inApp, email: topic.email, [channel]: on };
    const change = ++latest.current;
    setStatus("");
    const before = data;
    const shown = (current: NotificationPreferences | undefined) =>
      current && {
        ...current,
        topics: current.topics.map((row) =>
          row.topic === topic.topic ? { ...row, ...wanted } : row,
        ),
      };
    await mutate(shown, { revalidate: false });
    try {
      const { data: saved } = await callApi(notificationsUpdatePreference, { body: wanted });
      if (change !== latest.current) return;
      await mutate(saved, { revalidate: false });
      setStatus(PREFERENCE_TEXT.saved);
    } catch (cause) {
      notify.error(PREFERENCE_TEXT.saveFailed, { description: errorMessage(cause) });
      // Back to what the server last said, then read it again: it is the judge.
      await mutate(before, { revalidate: true });
    }
  }

  return (
    <div className="space-y-4">
      <ul className="divide-y rounded-lg border" data-testid="notification-preferences">
        {data.topics.map((topic) => (
          <TopicRow
            key={topic.topic}
            topic={topic}
            onChange={(channel, on) => void change(topic, channel, on)}
          />
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{data.alwaysSent}</p>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}

function TopicRow({
  topic,
  onChange,
}: {
  topic: TopicPreference;
  onChange: (channel: Channel, on: boolean) => void;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <li
      data-testid="notification-preference"
      data-topic={topic.topic}
      className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
    >
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium">
          {topic.label}
        </p>
        <p className="text-sm text-muted-foreground">{topic.description}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-x-6 gap-y-2">
        {CHANNELS.map(({ key, label }) => {
          const boxId = `${id}-${key}`;
          return (
            <div key={key} className="flex items-center gap-2">
              <Checkbox
                id={boxId}
                checked={topic[key]}
                // "Bookings, In the product": the topic's name, then the column's.
                aria-labelledby={`${labelId} ${boxId}-label`}
                onCheckedChange={(checked) => onChange(key, checked === true)}
              />
              <label
                id={`${boxId}-label`}
                htmlFor={boxId}
                className="text-sm whitespace-nowrap select-none"
              >
                {label}
              </label>
            </div>
          );
        })}
      </div>
    </li>
  );
}

function PreferencesSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true" aria-label={PREFERENCE_TEXT.loading}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} shape="lg" className="h-14" />
      ))}
    </div>
  );
}
