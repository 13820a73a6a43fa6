// The admin's list of accounts: each account drawn once (a card on a phone, a row of cells on a
// wide screen, from the same elements), with its facts labelled and its controls named.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdminUser } from "@/lib/schemas/admin-users";
import { markupText } from "@/test/support/markup-text";
import { printJoinDates, type PrintedJoinDates } from "./join-dates";
import { UserList } from "./user-list";

const base = {
  activeBookings: null,
  emailVerified: true,
  suspendedReason: null,
  suspendedAt: null,
  status: "active",
  joinDate: "2026-10-30T06:00:00.000Z",
} as const;

const USERS: AdminUser[] = [
  {
    ...base,
    id: "u1",
    name: "Asha Rao",
    email: "asha@example.test",
    role: "user",
    walletBalance: 120,
    servicesOffered: null,
    organizationName: null,
  },
  {
    ...base,
    id: "o1",
    name: "Ananya Bose",
    email: "horizon@example.test",
    role: "org",
    walletBalance: null,
    servicesOffered: 1,
    organizationName: "Horizon Trails",
  },
  {
    ...base,
    id: "a1",
    name: "Admin",
    email: "admin@example.test",
    role: "admin",
    status: "suspended",
    walletBalance: null,
    servicesOffered: null,
    organizationName: null,
  },
];

const STYLE = { locale: "en-IN", timeZone: "Asia/Kolkata" } as const;

function listMarkup(joinDates: PrintedJoinDates): string {
  return renderToStaticMarkup(
    <UserList
      users={USERS}
      selfId="a1"
      dateStyle={STYLE}
      joinDates={joinDates}
      onChanged={() => undefined}
    />,
  );
}

const html = listMarkup(printJoinDates(USERS, STYLE));

const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe("UserList", () => {
  it("draws each account once, in one list and no table", () => {
    expect(count(/<ul /g)).toBe(1);
    expect(html).toContain('aria-label="Users"');
    expect(count(/<li /g)).toBe(USERS.length);
    expect(html).not.toContain("<table");
    for (const user of USERS) {
      expect(count(new RegExp(`href="/admin/users/${user.id}"`, "g"))).toBe(1);
      expect(count(new RegExp(`aria-label="Role of ${user.name}"`, "g"))).toBe(1);
    }
  });

  it("shows the wide layout's headings to the eye only, and labels each card's facts", () => {
    expect(html).toMatch(
      /<div aria-hidden="true"[^>]*>.*Name.*Email.*Joined.*Wallet \/ services.*Role.*Status.*Actions/,
    );
    const rows = markupText(html.slice(html.indexOf("<ul")));
    expect(rows).toBe(
      [
        "Asha Rao asha@example.test Joined 30 Oct 2026 Wallet 120 coins User Active",
        "User Organization Admin Suspend",
        "Horizon Trails Contact: Ananya Bose horizon@example.test Joined 30 Oct 2026",
        "Services offered 1 service Organization Active User Organization Admin Suspend",
        "Admin admin@example.test Joined 30 Oct 2026 Wallet No wallet Admin Suspended",
        "User Organization Admin Activate Your own account: another admin can change its role or status.",
      ].join(" "),
    );
  });

  it("prints the join dates the server printed, and prints the others itself, alike", () => {
    expect(printJoinDates(USERS, STYLE)).toEqual({
      u1: "30 Oct 2026",
      o1: "30 Oct 2026",
      a1: "30 Oct 2026",
    });
    expect(listMarkup({})).toBe(html);
    // A printed date is drawn as given: the row does not print it again.
    const marked = listMarkup({ u1: "printed by the server" });
    expect(markupText(marked)).toContain("asha@example.test Joined printed by the server Wallet");
    expect(markupText(marked)).toContain("horizon@example.test Joined 30 Oct 2026");
  });
});
