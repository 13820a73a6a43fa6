"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import useSWR from "swr";
import { LogOut } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { callApi, errorMessage, fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import { sessionsList, sessionsRevoke } from "@/lib/api/endpoints/sessions";
import type { DateStyle } from "@/lib/format/date-time";
import { notify } from "@/lib/notify";
import { forgetBalances } from "@/lib/swr/balance";
import { deviceRow, type SignedInDevice } from "./device-row";

const DEVICES_KEY = endpointUrl(sessionsList);

/**
 * /settings' signed-in browsers and API tokens, each with Sign out (or Revoke). Ending this very
 * browser's session is signing out: the page goes to the sign-in form.
 */
export function SignedInDevices({ dateStyle }: { dateStyle: DateStyle }) {
  const router = useRouter();
  const { data, error, isLoading, mutate } = useSWR(DEVICES_KEY, fetcherFor(sessionsList), {
    revalidateOnFocus: false,
  });
  const [ending, setEnding] = useState<string | null>(null);

  async function end(device: SignedInDevice) {
    setEnding(device.id);
    try {
      await callApi(sessionsRevoke, { params: { id: device.id } });
      if (device.current) {
        // The next account to sign in on this tab must not see this one's balance first.
        void forgetBalances();
        notify.success("You have been signed out");
        router.push("/login");
        router.refresh();
        return;
      }
      notify.success(device.kind === "api_token" ? "API token revoked" : "Signed out", {
        description: device.device,
      });
      await mutate();
    } catch (cause) {
      notify.error("Not signed out", { description: errorMessage(cause) });
    } finally {
      setEnding(null);
    }
  }

  if (error && !data) {
    return (
      <LoadError
        titleAs="h3"
        title="Couldn't load your devices"
        message={errorMessage(error)}
        onRetry={() => void mutate()}
      />
    );
  }
  if (isLoading || !data) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span role="status" className="sr-only">
          Loading your devices
        </span>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (data.items.length === 0) {
    return <p className="text-sm text-muted-foreground">No browsers or API tokens signed in.</p>;
  }

  return (
    <ul aria-label="Signed-in devices" className="divide-y">
      {data.items.map((device) => {
        const row = deviceRow(device, dateStyle);
        return (
          <li
            key={device.id}
            className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <div className="min-w-0 space-y-1 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-medium break-words">{row.title}</p>
                {row.badges.map((badge) => (
                  <Badge key={badge} variant={badge === "This device" ? "success" : "secondary"}>
                    {badge}
                  </Badge>
                ))}
              </div>
              <p className="break-words text-muted-foreground">{row.line}</p>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={row.actionName}
              loading={ending === device.id}
              disabled={ending !== null && ending !== device.id}
              onClick={() => void end(device)}
              className="self-start sm:self-center"
            >
              {ending === device.id ? null : <LogOut aria-hidden="true" />}
              {row.action}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
