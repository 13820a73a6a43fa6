// My Services (docs/features.md): an organization offers a service, sees it wait for review, edits
// it once live (the change waits while the approved price stays), pauses and deletes it.
import { expect, test, type Page } from "@playwright/test";
import {
  adminToken,
  createVerifiedAccount,
  freshApi,
  heading,
  signIn,
  toast,
} from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { chooseOption } from "./support/select";

function serviceCard(page: Page, title: string) {
  return page.getByRole("article", { name: title });
}

async function approveThroughApi(title: string) {
  const api = await freshApi();
  try {
    const token = await adminToken(api);
    const headers = { authorization: `Bearer ${token}` };
    const queue = await api.get("/api/v1/admin/services?status=pending&limit=50", { headers });
    const body = (await queue.json()) as { data: { items: { id: string; title: string }[] } };
    const service = body.data.items.find((item) => item.title === title);
    expect(service, `${title} in the review queue`).toBeDefined();
    const approved = await api.post(`/api/v1/admin/services/${service!.id}/approve`, { headers });
    expect(approved.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

test("an organization adds a service, which waits for review, then edits, pauses and deletes it", async ({
  page,
}) => {
  test.slow(); // sign-up, the dialog twice, an approval and four actions
  const org = await createVerifiedAccount({ role: "org", name: "Lena Brightwater" });
  await signIn(page, org, "/org/services");
  await expect(heading(page, "My Services")).toBeVisible();

  // The empty state leads to the dialog.
  await page.getByRole("button", { name: "Add Your First Service" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Service" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Add Service" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Missing Information: Please fill in all fields.",
  );
  await expect(dialog.getByLabel("Title")).toBeFocused();

  const title = `Logo Design ${Date.now()}`;
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Three logo concepts and two rounds of changes.");
  await dialog.getByLabel("Price (coins)").fill("12.5");
  await chooseOption(page, dialog.getByLabel("Category"), "Design");
  await dialog.getByRole("button", { name: "Add Service" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "The price is a whole number of coins, at least 1.",
  );
  await dialog.getByLabel("Price (coins)").fill("150");
  await dialog.getByLabel("What's included").fill("Three concepts\nTwo rounds of changes");
  await dialog.getByRole("button", { name: "Add Service" }).click();

  await expect(toast(page, "Service Created")).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = serviceCard(page, title);
  await expect(card).toContainText("Pending review");
  await expect(card).toContainText("150 coins");

  // Approved by an admin, it is live.
  await approveThroughApi(title);
  await page.reload();
  await expect(card).toContainText("Active");

  // A new price waits for the admin while the approved one stays.
  await card.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Service" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await edit.getByLabel("Price (coins)").fill("200");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Service Updated")).toBeVisible();
  await expect(card).toContainText("Edit waiting for review: new price (200 coins)");
  await expect(card).toContainText("150 coins");

  await card.getByRole("button", { name: "Deactivate" }).click();
  await expect(toast(page, "Service Status Updated")).toBeVisible();
  await expect(card).toContainText("Inactive");

  await card.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${title}?` });
  await confirm.getByRole("button", { name: "Delete Service" }).click();
  await expect(toast(page, "Service Deleted")).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add Your First Service" })).toBeVisible();
});

test("My Services has no serious or critical axe violations", async ({ page }) => {
  const org = await createVerifiedAccount({ role: "org" });
  await signIn(page, org, "/org/services");
  await expect(heading(page, "My Services")).toBeVisible();
  await page.getByRole("button", { name: "Add Your First Service" }).click();
  await expect(page.getByRole("dialog", { name: "Add Service" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
