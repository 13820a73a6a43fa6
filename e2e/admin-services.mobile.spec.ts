// /admin/services on a phone: the queue's URL opens the pending services of an organization as
// stacked cards with no sideways scrolling; the admin rejects one with a reason, approves another
// and deletes it for good.
import { expect, test } from "@playwright/test";
import { DEMO, heading, signIn, toast } from "./support/accounts";
import { inCatalogue, offeringOrganization, serviceCard } from "./support/admin-services";
import { expectNoSeriousAxeViolations } from "./support/axe";

test("an admin reviews and deletes services on a phone", async ({ page }) => {
  test.slow(); // an organization signs up and offers two services first
  const org = await offeringOrganization("Pocket Studio");
  const stamp = Date.now().toString(36);
  const keep = await org.offer(`Phone Portraits ${stamp}`);
  const drop = await org.offer(`Phone Repairs ${stamp}`);
  await org.dispose();

  await signIn(
    page,
    DEMO.admin,
    `/admin/services?status=pending&search=${encodeURIComponent(org.name)}`,
  );
  await expect(heading(page, "Services")).toBeVisible();
  await expect(page.getByLabel("Status")).toContainText("Pending");
  await expect(page.getByRole("article")).toHaveCount(2);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // Stacked: the second card starts below the first.
  const [top, next] = await Promise.all([
    serviceCard(page, drop.title).boundingBox(),
    serviceCard(page, keep.title).boundingBox(),
  ]);
  expect(next!.y).toBeGreaterThan(top!.y + top!.height - 1);
  await expectNoSeriousAxeViolations(page);

  // Reject: the reason is required.
  await serviceCard(page, drop.title).getByRole("button", { name: "Reject" }).click();
  const reject = page.getByRole("dialog", { name: `Reject ${drop.title}?` });
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(reject.getByRole("alert")).toHaveText("Give a reason");
  await reject.getByLabel("Reason").fill("We do not list repairs.");
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Service Rejected")).toBeVisible();
  // The pending queue no longer holds it.
  await expect(serviceCard(page, drop.title)).toHaveCount(0);

  await serviceCard(page, keep.title).getByRole("button", { name: "Approve" }).click();
  await page
    .getByRole("dialog", { name: `Approve ${keep.title}?` })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(toast(page, "Service Approved")).toBeVisible();
  await expect(page.getByText("No services found")).toBeVisible();

  await page.goto(`/admin/services?search=${encodeURIComponent(keep.title)}`);
  await expect(serviceCard(page, keep.title)).toContainText("Active");
  await serviceCard(page, keep.title).getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("alertdialog", { name: `Delete ${keep.title} permanently?` })
    .getByRole("button", { name: "Delete Permanently" })
    .click();
  await expect(toast(page, "Service Deleted")).toBeVisible();
  await expect(page.getByText("No services found")).toBeVisible();
  expect(await inCatalogue(page, keep.title)).toBe(false);
});

test("an admin previews a service as customers will see it, on a phone", async ({ page }) => {
  test.slow(); // an organization signs up and offers a service first
  const org = await offeringOrganization("Pocket Preview");
  const offered = await org.offer(`Phone Setup ${Date.now().toString(36)}`, {
    images: ["/images/showcase/tech-services.svg"],
    features: ["Transfer of contacts"],
    duration: "1 hour",
  });
  await org.dispose();

  await signIn(
    page,
    DEMO.admin,
    `/admin/services?status=pending&search=${encodeURIComponent(org.name)}`,
  );
  const card = serviceCard(page, offered.title);
  await expect(card.locator('img[src$="/images/showcase/tech-services.svg"]')).toBeVisible();
  await expect(card).toContainText("Transfer of contacts");
  const previewButton = card.getByRole("button", { name: `Preview ${offered.title} as customers` });
  await previewButton.click();
  const preview = page.getByRole("dialog", { name: offered.title });
  await expect(preview.getByTestId("service-card")).toBeVisible();
  // Card above, opened detail below: both within the screen's width, the detail reached by scrolling.
  const box = await preview.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  const opened = preview.getByRole("region", { name: "Opened by a customer" });
  await opened.getByRole("heading", { name: "What's included" }).scrollIntoViewIfNeeded();
  await expect(opened.getByRole("heading", { name: "What's included" })).toBeInViewport();
  await expect(opened).toContainText("1 hour");
  const overflow = await preview.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page, "[role=dialog]");
  await preview.getByRole("button", { name: "Close" }).click();
  await expect(preview).toBeHidden();
  await expect(previewButton).toBeFocused();
});
