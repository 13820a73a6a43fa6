// /admin/conversions on a phone: the queue reads as stacked cards with no sideways scrolling, and
// an admin approves one request, rejects another and reads a payout's details.
import { expect, test } from "@playwright/test";
import { DEMO, heading, signIn, toast } from "./support/accounts";
import { conversionRow, IBAN, requestingOrganization } from "./support/admin-conversions";
import { expectNoSeriousAxeViolations } from "./support/axe";
import {
  CONVERSION_APPROVED_TITLE,
  CONVERSION_REJECTED_TITLE,
} from "../lib/conversions/admin-messages";

test("an admin approves, rejects and reads payout details on a phone", async ({ page }) => {
  test.slow(); // an organization earns its coins through the whole booking flow first
  const person = `Wick ${Date.now().toString(36)}`;
  const org = await requestingOrganization([70, 80], person);
  const [approveId, rejectId] = org.ids as [string, string];
  await signIn(page, DEMO.admin, `/admin/conversions?search=${encodeURIComponent(person)}`);
  await expect(heading(page, "Conversions")).toBeVisible();
  await expect(page.getByRole("group", { name: "Pending Requests" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(
    page.getByRole("list", { name: "All requests" }).getByTestId("admin-conversion"),
  ).toHaveCount(2);
  await expectNoSeriousAxeViolations(page);

  const first = conversionRow(page, "Pending requests", approveId);
  await first.getByRole("button", { name: "Payout details" }).click();
  const payout = page.getByRole("dialog", { name: "Payout details" });
  await expect(payout.getByTestId("payout-details")).toContainText(IBAN);
  await payout.getByRole("button", { name: "Close" }).first().click();

  await first.getByRole("button", { name: "Approve" }).click();
  await page
    .getByRole("alertdialog", { name: "Approve this conversion?" })
    .getByRole("button", { name: "Approve", exact: true })
    .click();
  await expect(toast(page, CONVERSION_APPROVED_TITLE)).toBeVisible();

  await conversionRow(page, "Pending requests", rejectId)
    .getByRole("button", { name: "Reject" })
    .click();
  await page
    .getByRole("alertdialog", { name: "Reject this conversion?" })
    .getByRole("button", { name: "Reject", exact: true })
    .click();
  await expect(toast(page, CONVERSION_REJECTED_TITLE)).toBeVisible();
  await expect(conversionRow(page, "All requests", rejectId)).toContainText(
    "Reason: Administrative decision",
  );
  // Approved is not paid: processing until its payout is recorded.
  await expect(conversionRow(page, "All requests", approveId)).toContainText("Processing");
});
