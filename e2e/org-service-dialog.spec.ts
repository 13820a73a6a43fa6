// My Services (docs/features.md): Delete is disabled, with the reason, while a service has
// active bookings; the Add/Edit Service dialog keeps its title and buttons in view while its
// fields scroll, at 1280x800 and at a phone's width.
import { DEMO, heading, signIn } from "./support/accounts";
import { DEMO_ORGANIZATION, bookServiceOf, expect, test } from "./support/org-bookings";

test("Delete is disabled with its reason while the service has an active booking", async ({
  page,
  customer,
}) => {
  const { booking } = await bookServiceOf(customer, DEMO_ORGANIZATION);
  await signIn(page, DEMO.org, "/org/services");
  await expect(heading(page, "My Services")).toBeVisible();

  const card = page.getByRole("article", { name: booking.serviceTitle, exact: true });
  const remove = card.getByRole("button", { name: "Delete" });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription(
    /^Delete is unavailable while it has \d+ active bookings?: deliver or cancel (it|them) first\.$/,
  );
  await expect(card).toContainText("Delete is unavailable while it has");
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the service dialog keeps its title and buttons in view at ${viewport.width}x${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.org, "/org/services");
    await page.getByRole("button", { name: "Add Service" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Service" });
    await expect(dialog).toBeVisible();

    const title = dialog.getByRole("heading", { name: "Add Service" });
    const submit = dialog.getByRole("button", { name: "Add Service" });
    const cancel = dialog.getByRole("button", { name: "Cancel" });
    await expect(submit).toBeInViewport({ ratio: 1 });
    await expect(cancel).toBeInViewport({ ratio: 1 });

    // The fields scroll between the two, never under the buttons; scrolled to the last field,
    // the title and the buttons are still fully in view.
    const fields = dialog.getByTestId("service-form-fields");
    const scrolled = await fields.evaluate((box) => {
      box.scrollTop = box.scrollHeight;
      return box.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(0);
    const fieldsBox = await fields.boundingBox();
    const submitBox = await submit.boundingBox();
    expect(fieldsBox!.y + fieldsBox!.height).toBeLessThanOrEqual(submitBox!.y);
    await expect(dialog.getByText("Images (optional)")).toBeInViewport();
    await expect(title).toBeInViewport({ ratio: 1 });
    await expect(submit).toBeInViewport({ ratio: 1 });

    // Keyboard: Tab from the last field reaches the buttons, which stay visible.
    await dialog.getByLabel("Tags (optional)").focus();
    await expect(title).toBeInViewport({ ratio: 1 });
    await cancel.focus();
    await expect(cancel).toBeFocused();
    await expect(cancel).toBeInViewport({ ratio: 1 });
  });
}

test("an empty Add Service marks each required field it lacks, and none of the optional ones", async ({
  page,
}) => {
  await signIn(page, DEMO.org, "/org/services");
  await page.getByRole("button", { name: "Add Service" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Service" });
  await dialog.getByRole("button", { name: "Add Service" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Missing Information: Please fill in all fields.",
  );

  // docs/spec.md: title, description, price and category are required.
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  for (const label of ["Title", "Description", "Price (coins)", "Category"]) {
    await expect(field(label), label).toHaveAttribute("aria-invalid", "true");
    await expect(field(label), label).toHaveAccessibleDescription(/Please fill in all fields\./);
  }
  for (const label of [/^What's included/, /^Duration/, /^Tags/]) {
    await expect(dialog.getByLabel(label), String(label)).not.toHaveAttribute("aria-invalid");
  }
  await expect(field("Title")).toBeFocused();

  // A field filled in is no longer marked at the next try; the others still are.
  await field("Title").fill("Brand audit");
  await field("Price (coins)").fill("150");
  await dialog.getByRole("button", { name: "Add Service" }).click();
  await expect(field("Description")).toBeFocused();
  await expect(field("Title")).not.toHaveAttribute("aria-invalid");
  await expect(field("Price (coins)")).not.toHaveAttribute("aria-invalid");
  await expect(field("Description")).toHaveAttribute("aria-invalid", "true");
  await expect(field("Category")).toHaveAttribute("aria-invalid", "true");
});
