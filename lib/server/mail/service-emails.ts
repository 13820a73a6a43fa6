// Emails to an organization about its services: each moderation decision, with the admin's note.
import "server-only";
import { appOrigin } from "@/lib/server/http/app-url";
import { SITE } from "@/lib/site";
import type { MailMessage } from "./outbox";
import { html, mailSafeName } from "./templates";

export type ServiceDecision = "approved" | "changes_requested" | "rejected";

const WORDS: Record<ServiceDecision, { subject: string; heading: string; line: string }> = {
  approved: {
    subject: "approved",
    heading: "Your service is approved",
    line: "It is live in the catalogue now, and customers can book it.",
  },
  changes_requested: {
    subject: "changes requested",
    heading: "Changes requested",
    line: "An admin asked for changes before it can go live. Edit it in My Services and it is sent for review again.",
  },
  rejected: {
    subject: "rejected",
    heading: "Your service was not approved",
    line: "An admin rejected it.",
  },
};

const CHANGE_WORDS: Record<ServiceDecision, { heading: string; line: string }> = {
  approved: {
    heading: "Your changes are live",
    line: "The changes you made to the service are approved and customers see them now.",
  },
  changes_requested: {
    heading: "Changes requested on your edit",
    line: "An admin asked for changes to your edit. The approved version stays live meanwhile.",
  },
  rejected: {
    heading: "Your edit was not approved",
    line: "An admin rejected your edit. The approved version stays live.",
  },
};

export function serviceDecisionEmail(input: {
  to: string;
  serviceTitle: string;
  decision: ServiceDecision;
  /** A change of a live service rather than the service itself. */
  ofChange: boolean;
  note: string | null;
}): MailMessage {
  const title = mailSafeName(input.serviceTitle, "your service");
  const words = input.ofChange ? CHANGE_WORDS[input.decision] : WORDS[input.decision];
  // The admin's note is shown as written, on its own line; it never goes into the subject.
  const lines = [
    `${title}: ${words.line}`,
    ...(input.note ? [`The admin's note: ${input.note.replace(/\s+/g, " ").slice(0, 1000)}`] : []),
  ];
  const url = `${appOrigin()}/org/services`;
  return {
    to: input.to,
    kind: `service_${input.ofChange ? "change_" : ""}${input.decision}`,
    subject: `${SITE.name}: ${title} ${input.ofChange ? "edit " : ""}${WORDS[input.decision].subject}`,
    text: `${lines.join("\n\n")}\n\nMy Services: ${url}\n`,
    html: html(words.heading, lines, { label: "Open My Services", url }),
  };
}
