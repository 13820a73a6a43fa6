// A dispute from report to an admin's split (docs/features.md, buyer protection): a customer books
// a fresh organization's service and it is delivered; the customer reports a problem on
// /bookings, the organization answers on its dashboard without an offer, and the demo admin finds
// the dispute on /admin/disputes, reads the case and splits the coins with a note. The customer's
// wallet gets the coins back, the organization's part (less the commission on it) goes to its
// clearing account, and both sides' booking screens say how it ended.
import { expect, test } from "@playwright/test";
import { splitCommission } from "../lib/economics/commission";
import { formatCoins } from "../lib/format/coins";
import { DEMO, heading, signIn, toast } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { bookingRow as customerRow } from "./support/bookings";
import { completeWithClearing } from "./support/clearing";
import { deliveredBooking, orgFigures } from "./support/disputes";
import { bookingRow, showBookings, walletBalance } from "./support/org-bookings";

const TIME = String.raw`\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m IST`;

/** Three people one after the other, each signing in: more than the default on a busy machine. */
test.describe.configure({ timeout: 120_000 });

test("a customer's dispute, answered without an offer, is split by an admin", async ({ page }) => {
  const price = 100;
  const back = 40;
  const { customer, org, orgName, customerApi, orgApi, booking, walletBefore } =
    await deliveredBooking(price, "Split");
  // The commission is taken on the organization's part only.
  const { net, commission } = splitCommission(price - back, 1500);
  const note = "Half of the plan was checked: 40 coins go back for the rest.";
  try {
    // The customer reports a problem with the delivery.
    await signIn(page, customer, "/bookings?status=delivered");
    const card = customerRow(page, booking.id);
    await card.getByRole("button", { name: "Report a problem" }).click();
    const report = page.getByRole("dialog", { name: "Report a problem" });
    await report.getByLabel("What is wrong?").selectOption({ label: "It is not as described" });
    await report.getByLabel("What happened").fill("Only the ground floor was checked.");
    await report.getByRole("button", { name: "Report the problem" }).click();
    await expect(toast(page, "Problem reported")).toBeVisible();
    await expect(card.getByTestId("booking-status")).toHaveText("In dispute");

    // The organization answers without an offer: an admin decides.
    await page.context().clearCookies();
    await signIn(page, org, "/dashboard/org");
    await showBookings(page, "In dispute");
    const row = bookingRow(page, booking.bookingReference);
    await expect(row.getByTestId("dispute")).toContainText("Only the ground floor was checked.");
    await row.getByRole("button", { name: `Respond: ${booking.bookingReference}` }).click();
    const answer = page.getByRole("dialog", { name: "Respond to the dispute" });
    await answer.getByLabel("Your side").fill("Both floors are in the notes.");
    await answer.getByRole("button", { name: "Send response" }).click();
    await expect(toast(page, "Response sent")).toContainText(
      `${booking.bookingReference} · an admin reads both sides and decides.`,
    );
    await expect(row.getByTestId("org-booking-settlement")).toHaveText(
      "An admin is deciding. The coins stay in escrow until then.",
    );

    // The admin finds it among the disputes awaiting an admin, and opens its case.
    await page.context().clearCookies();
    await signIn(page, DEMO.admin, "/admin/disputes");
    await expect(heading(page, "Disputes")).toBeVisible();
    await page.getByLabel("Booking reference or name").fill(booking.bookingReference);
    await page.getByLabel("Booking reference or name").press("Enter");
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("search") === booking.bookingReference,
    );
    const listed = page.getByRole("list", { name: "Disputes" }).getByTestId("admin-dispute");
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText("Awaiting admin");
    await expect(listed).toContainText(`${booking.bookingReference} · ${orgName}`);
    await listed.getByRole("link", { name: new RegExp(booking.bookingReference) }).click();
    await expect(heading(page, `Dispute of ${booking.serviceTitle}`)).toBeVisible();
    await expect(page.getByTestId("dispute-offer")).toHaveText(
      "No offer: it asked an admin to decide.",
    );
    await expect(page.getByRole("main")).toContainText("Only the ground floor was checked.");
    await expect(page.getByRole("main")).toContainText("Both floors are in the notes.");

    // Split: the coins back are typed, and each side's share shows before anything moves.
    const decide = page.getByRole("region", { name: "Decide" });
    // The choices are tiles, each the label of its radio.
    await decide.getByText("Split", { exact: true }).click();
    await expect(decide.getByRole("radio", { name: /^Split/ })).toBeChecked();
    await decide.getByLabel(`Coins back to the customer (1 to ${price - 1})`).fill(String(back));
    await expect(decide.getByTestId("share-customer")).toHaveText(formatCoins(back));
    await expect(decide.getByTestId("share-organization")).toHaveText(formatCoins(net));
    await expect(decide.getByTestId("share-commission")).toHaveText(formatCoins(commission));
    await decide.getByLabel("Note to both sides").fill(note);
    await expectNoSeriousAxeViolations(page);
    await decide.getByRole("button", { name: "Review decision" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Split?" });
    await expect(confirm).toContainText(`The ${formatCoins(price)} in escrow move now`);
    await expect(confirm.getByTestId("share-customer")).toHaveText(formatCoins(back));
    await completeWithClearing(async () => {
      await confirm.getByRole("button", { name: "Decide" }).click();
      await expect(toast(page, "Dispute decided")).toContainText("Split");
    });
    const ended = page.getByRole("region", { name: "How it ended" });
    await expect(ended).toContainText(`Split — Decided by an admin (${DEMO.admin.name})`);
    await expect(ended.getByTestId("share-customer")).toHaveText(formatCoins(back));
    await expect(ended.getByTestId("share-organization")).toHaveText(formatCoins(net));
    await expect(ended).toContainText(note);
    await expect(page.getByRole("button", { name: "Review decision" })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // The coins: 40 back in the customer's wallet; the rest, less the commission on it, clearing
    // for the organization (not convertible yet), nothing left in escrow.
    expect(await walletBalance(customerApi)).toBe(walletBefore - price + back);
    expect(await orgFigures(orgApi)).toMatchObject({
      totalEarned: net,
      clearing: net,
      availableToConvert: 0,
      inEscrow: 0,
    });

    // The organization's screen: completed after the dispute, with the admin's note.
    await page.context().clearCookies();
    await signIn(page, org, "/dashboard/org");
    await showBookings(page, "Completed");
    await expect(row.getByTestId("org-booking-status")).toHaveText("Completed");
    await expect(row.getByTestId("org-booking-settlement")).toHaveText(
      new RegExp(`^Completed on ${TIME} after a dispute$`),
    );
    await expect(row.getByTestId("dispute-state")).toHaveText(
      `Resolved by an admin: ${formatCoins(back)} went back to the customer; you receive the rest, less the commission on it.`,
    );
    await expect(row.getByTestId("dispute-note")).toContainText(note);

    // The customer's screen: completed after the dispute, the 40 back, the same note.
    await page.context().clearCookies();
    await signIn(page, customer, "/bookings?status=completed");
    await expect(card.getByTestId("booking-status")).toHaveText("Completed");
    await expect(card.getByTestId("protection-line")).toHaveText(
      `Completed after a dispute: ${formatCoins(back)} came back to you.`,
    );
    await expect(card.getByTestId("dispute-state")).toHaveText(
      `Resolved by an admin: ${formatCoins(back)} came back to you; the rest went to ${orgName}.`,
    );
    await expect(card.getByTestId("dispute-note")).toContainText(note);
    await expectNoSeriousAxeViolations(page);
  } finally {
    await customerApi.dispose();
    await orgApi.dispose();
  }
});
