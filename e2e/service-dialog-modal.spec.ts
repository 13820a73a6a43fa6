// The catalogue's dialog holds the page behind it at desktop width (support/service-dialog-modal.ts).
import { test } from "@playwright/test";
import { expectModalServiceDialog } from "./support/service-dialog-modal";

test("the service dialog keeps the page behind it still, hidden and out of focus", async ({
  page,
}) => {
  await expectModalServiceDialog(page);
});
