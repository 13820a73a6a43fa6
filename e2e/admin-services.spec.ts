// /admin/services on a desktop: an organization made for the test offers services; the admin
// finds them by the organization's name, approves one, asks for changes on another, approves a
// live service's new price from its diff, deactivates and activates, deletes one for good (it
// leaves the catalogue), and sees the empty state of a search that finds nothing.
import { expect, test } from "@playwright/test";
import { DEMO, heading, signIn, toast } from "./support/accounts";
import { inCatalogue, offeringOrganization, serviceCard } from "./support/admin-services";
import { expectNoSeriousAxeViolations } from "./support/axe";

test("an admin reviews, lists, unlists and deletes an organization's services", async ({
  page,
}) => {
  test.slow(); // an organization signs up and offers three services first
  const org = await offeringOrganization("Harbour Lights");
  const stamp = Date.now().toString(36);
  const first = await org.offer(`Shop Lighting ${stamp}`);
  const second = await org.offer(`Garden Lighting ${stamp}`);
  const third = await org.live(`Desk Lamp Plan ${stamp}`);
  await org.proposePrice(third, 450);
  await org.dispose();

  await signIn(page, DEMO.admin, "/admin/services");
  await expect(heading(page, "Services")).toBeVisible();
  // The search box drives the URL (debounced), so the list can be shared and reloaded.
  await page.getByLabel("Search", { exact: true }).fill(org.name);
  await expect(page).toHaveURL(/search=Harbour/);
  await expect(page.getByRole("article")).toHaveCount(3);
  await expectNoSeriousAxeViolations(page);

  // Approve a pending service.
  const card = serviceCard(page, first.title);
  await expect(card).toContainText(org.name);
  await expect(card).toContainText("Pending review");
  await expect(card).toContainText("300 coins");
  await expect(card).toContainText("Consulting");
  await card.getByRole("button", { name: "Approve" }).click();
  const approve = page.getByRole("dialog", { name: `Approve ${first.title}?` });
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Service Approved")).toBeVisible();
  await expect(card).toContainText("Active");
  expect(await inCatalogue(page, first.title)).toBe(true);

  // Request changes: the note is required.
  await serviceCard(page, second.title).getByRole("button", { name: "Request changes" }).click();
  const ask = page.getByRole("dialog", { name: `Request changes to ${second.title}` });
  await ask.getByRole("button", { name: "Request changes" }).click();
  await expect(ask.getByRole("alert")).toHaveText("Say what should change");
  await ask.getByLabel("What should change").fill("Say which plants the plan covers.");
  await ask.getByRole("button", { name: "Request changes" }).click();
  await expect(toast(page, "Changes Requested")).toBeVisible();
  await expect(serviceCard(page, second.title)).toContainText("Changes requested");
  await expect(serviceCard(page, second.title)).toContainText("Say which plants the plan covers.");

  // A live service's new price, reached through the queue's URL, shown as a diff and approved.
  await page.goto(`/admin/services?status=pending_change&search=${encodeURIComponent(org.name)}`);
  await expect(page.getByLabel("Status")).toContainText("Pending change");
  const live = serviceCard(page, third.title);
  await expect(page.getByRole("article")).toHaveCount(1);
  const edit = live.getByRole("region", { name: `Edit waiting for review of ${third.title}` });
  await expect(edit).toContainText("Price");
  await expect(edit).toContainText("300 coins");
  await expect(edit).toContainText("450 coins");
  await edit.getByRole("button", { name: "Approve" }).click();
  const approveEdit = page.getByRole("dialog", { name: `Approve the edit of ${third.title}?` });
  await expect(approveEdit).toContainText("450 coins");
  await approveEdit.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Changes Approved")).toBeVisible();
  await expect(page.getByText("No services found")).toBeVisible();

  // Deactivate and activate the approved service.
  await page.goto(`/admin/services?search=${encodeURIComponent(first.title)}`);
  await serviceCard(page, first.title).getByRole("button", { name: "Deactivate" }).click();
  await expect(toast(page, "Service Status Updated")).toBeVisible();
  await expect(serviceCard(page, first.title)).toContainText("Inactive");
  expect(await inCatalogue(page, first.title)).toBe(false);
  await serviceCard(page, first.title).getByRole("button", { name: "Activate" }).click();
  await expect(serviceCard(page, first.title)).toContainText("Active");
  expect(await inCatalogue(page, first.title)).toBe(true);

  // Delete it for good: the confirmation says so, and it leaves the list and the catalogue.
  await serviceCard(page, first.title).getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${first.title} permanently?` });
  await expect(confirm).toContainText("This cannot be undone");
  await expectNoSeriousAxeViolations(page, "[role=alertdialog]");
  await confirm.getByRole("button", { name: "Delete Permanently" }).click();
  await expect(toast(page, "Service Deleted")).toBeVisible();
  await expect(toast(page, "Service Deleted")).toContainText("permanently removed");
  await expect(serviceCard(page, first.title)).toHaveCount(0);
  await expect(page.getByText("No services found")).toBeVisible();
  expect(await inCatalogue(page, first.title)).toBe(false);
  await expect(heading(page, "Services")).toBeFocused();
});

test("a search that finds nothing says 'No services found' and clears", async ({ page }) => {
  await signIn(page, DEMO.admin, "/admin/services?search=no-such-service-zzz&category=design");
  await expect(page.getByRole("heading", { name: "No services found" })).toBeVisible();
  await expect(page.getByLabel("Category")).toContainText("Design");
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "Clear All Filters" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/services" && url.search === "");
  await expect(page.getByRole("article").first()).toBeVisible();
});
