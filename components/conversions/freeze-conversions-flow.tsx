"use client";

import { useEffect, useRef, useState } from "react";
import { Link2Off, Snowflake } from "lucide-react";
import { AuthCard } from "@/components/auth/auth-card";
import { AuthNotice } from "@/components/auth/auth-notice";
import { Button } from "@/components/ui/button";
import { callApi, errorMessage } from "@/lib/api/client";
import { organizationsFreeze } from "@/lib/api/endpoints/organizations";
import { CONVERSIONS_FROZEN_TITLE } from "@/lib/conversions/payout-safety";
import {
  CONVERSIONS_FROZEN_BY_LINK,
  FREEZE_LINK_MESSAGES,
} from "@/lib/conversions/freeze-link-messages";
import { SITE } from "@/lib/site";

type Step = { status: "asking" } | { status: "frozen" } | { status: "refused"; message: string };

function SupportLine() {
  return (
    <>
      Write to{" "}
      <a className="font-medium text-foreground underline" href={`mailto:${SITE.supportEmail}`}>
        {SITE.supportEmail}
      </a>{" "}
      to have them unfrozen once your payout details are yours again.
    </>
  );
}

/** /freeze-conversions: asks, then freezes the organization's conversions with the link's code. */
export function FreezeConversionsFlow({ code }: { code: string | null }) {
  const [step, setStep] = useState<Step>({ status: "asking" });
  const [working, setWorking] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);

  // The answer replaces the question in place: focus its heading so it is read out.
  useEffect(() => {
    if (step.status === "frozen") title.current?.focus();
  }, [step.status]);

  if (!code) {
    return (
      <AuthCard
        icon={Link2Off}
        iconTone="destructive"
        title="Invalid Freeze Link"
        description={<p>{FREEZE_LINK_MESSAGES.invalid}</p>}
      />
    );
  }

  if (step.status === "frozen") {
    return (
      <AuthCard
        icon={Snowflake}
        iconTone="success"
        title={CONVERSIONS_FROZEN_TITLE}
        titleRef={title}
        description={<p>{CONVERSIONS_FROZEN_BY_LINK}</p>}
      >
        <p className="text-sm text-muted-foreground" role="status">
          No conversion of your organization can be requested or approved now. Change your password
          too if you did not change the payout details yourself. <SupportLine />
        </p>
      </AuthCard>
    );
  }

  async function freeze(value: string) {
    setWorking(true);
    try {
      await callApi(organizationsFreeze, { body: { code: value } });
      setStep({ status: "frozen" });
    } catch (cause) {
      setStep({ status: "refused", message: errorMessage(cause) });
    } finally {
      setWorking(false);
    }
  }

  return (
    <AuthCard
      icon={Snowflake}
      iconTone="warning"
      title="Freeze Conversions?"
      description={
        <p>
          Your organization&apos;s payout details changed. If you did not change them, freeze
          conversions: no conversion can then be requested or approved until support unfreezes them.
        </p>
      }
    >
      <div className="space-y-4">
        {step.status === "refused" ? (
          <AuthNotice tone="error" role="alert">
            {step.message}
          </AuthNotice>
        ) : null}
        <Button
          type="button"
          size="lg"
          variant="destructive"
          className="w-full"
          loading={working}
          disabled={step.status === "refused"}
          onClick={() => void freeze(code)}
        >
          {working ? "Freezing..." : "Freeze conversions"}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          If you made the change yourself, close this page: nothing happens.
        </p>
      </div>
    </AuthCard>
  );
}
