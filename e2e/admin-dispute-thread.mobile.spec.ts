// The dispute's messages on a phone (390 px): shown on request, in one column that never scrolls
// sideways.
import { expect, test } from "@playwright/test";
import { SHOW_MESSAGES } from "../components/admin/disputes/dispute-thread-messages";
import { disputeWithMessages, THREAD_WORDS } from "./support/dispute-thread";
import { openDisputeAsAdmin } from "./support/disputes";

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

test("on a phone an admin reads a dispute's messages", async ({ page }) => {
  const { customerApi, orgApi, booking } = await disputeWithMessages("Phone thread");
  try {
    await openDisputeAsAdmin(page, booking);
    const panel = page.getByRole("region", { name: "Messages" });
    await panel.getByRole("button", { name: SHOW_MESSAGES }).click();
    await expect(panel).toContainText(THREAD_WORDS.question);
    await expect(panel).toContainText(THREAD_WORDS.answer);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await customerApi.dispose();
    await orgApi.dispose();
  }
});
