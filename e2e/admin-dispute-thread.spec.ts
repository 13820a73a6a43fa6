// An admin deciding a dispute reads the booking's thread on its case file (docs/spec.md, Booking
// messages): closed until asked, since each reading is audited, then the two sides' messages with
// the delivery and both statements in their place, read only.
import { expect, test } from "@playwright/test";
import {
  SHOW_MESSAGES,
  THREAD_READ_AUDITED,
} from "../components/admin/disputes/dispute-thread-messages";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { disputeWithMessages, THREAD_WORDS } from "./support/dispute-thread";
import { openDisputeAsAdmin } from "./support/disputes";

test.describe.configure({ timeout: 90_000 });

test("an admin shows a dispute's messages on its case file", async ({ page }) => {
  const { customerApi, orgApi, booking } = await disputeWithMessages("Thread");
  try {
    await openDisputeAsAdmin(page, booking);

    const panel = page.getByRole("region", { name: "Messages" });
    await expect(panel).toContainText(THREAD_READ_AUDITED);
    // Nothing is read until the admin asks.
    await expect(panel).not.toContainText(THREAD_WORDS.question);
    await panel.getByRole("button", { name: SHOW_MESSAGES }).click();

    const entries = panel.getByTestId("thread-entry");
    await expect(entries.filter({ hasText: THREAD_WORDS.question })).toHaveAttribute(
      "data-placement",
      "other",
    );
    await expect(entries.filter({ hasText: THREAD_WORDS.answer })).toHaveAttribute(
      "data-placement",
      "own",
    );
    await expect(panel.locator('[data-kind="delivery"]')).toContainText("Delivery");
    await expect(panel.locator('[data-kind="dispute_statement"]')).toContainText(
      "The second floor is missing.",
    );
    await expect(panel.locator('[data-kind="dispute_response"]')).toContainText(
      "It is on page two.",
    );
    // Read only: nothing to write with.
    await expect(panel.getByRole("textbox")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  } finally {
    await customerApi.dispose();
    await orgApi.dispose();
  }
});
