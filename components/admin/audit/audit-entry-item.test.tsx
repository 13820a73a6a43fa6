// As docs/features.md says: the audit log (and an account's audit trail, which shows the same entries)
// never prints an absent value as "null".
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AuditEntry } from "@/lib/schemas/audit-log";
import { AuditEntryItem } from "./audit-entry-item";

const entry = (data: AuditEntry["data"]): AuditEntry => ({
  seq: "41",
  id: "entry-1",
  at: "2026-05-01T10:00:00.000Z",
  actor: { id: "admin-1", name: "Asha Admin", email: "admin@demo.test" },
  actingAs: "admin",
  action: "conversion.approved",
  entityType: "conversion",
  entityId: "conversion-1",
  before: null,
  after: null,
  data,
  ip: "127.0.0.1",
  requestId: null,
  hash: "a".repeat(64),
});

const text = (data: AuditEntry["data"]) =>
  renderToStaticMarkup(
    <ul>
      <AuditEntryItem entry={entry(data)} dateStyle={{ locale: "en-IN", timeZone: "UTC" }} />
    </ul>,
  ).replace(/<[^>]+>/g, " ");

describe("an audit entry's details", () => {
  it("show what the entry keeps and leave out what it holds as null", () => {
    const shown = text({ amount: 300, currency: "INR", reason: null });
    expect(shown).toContain("amount: 300");
    expect(shown).toContain("currency: INR");
    expect(shown).not.toContain("reason");
    expect(shown).not.toMatch(/\bnull\b/);
  });

  it("show a reason that is given", () => {
    expect(text({ amount: 300, reason: "No payout details" })).toContain(
      "reason: No payout details",
    );
  });
});
