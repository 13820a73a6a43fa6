// Images for services (docs/features.md): an organization uploads a picture in the add dialog and
// sees it on its service's card; a file that is too large or not an image is refused at the field.
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { IMAGE_TOO_LARGE, IMAGE_TYPE_REFUSED } from "../lib/uploads/limits";
import { createVerifiedAccount, heading, signIn, toast } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { chooseOption } from "./support/select";

type FileSpec = { name: string; mimeType: string; buffer: Buffer };

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3b82f6" } })
    .png()
    .toBuffer();

async function openAddDialog(page: Page): Promise<Locator> {
  const org = await createVerifiedAccount({ role: "org", name: "Iris Lumen" });
  await signIn(page, org, "/org/services");
  await expect(heading(page, "My Services")).toBeVisible();
  await page.getByRole("button", { name: "Add Your First Service" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Service" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chooses `file` through the "Add image" button, as a person does. */
async function chooseImage(page: Page, dialog: Locator, file: FileSpec): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Add image" }).click();
  await (await chooser).setFiles(file);
}

test("an organization adds a service with an uploaded image and sees it on the card", async ({
  page,
}) => {
  test.slow(); // sign-up, an upload and the dialog
  const dialog = await openAddDialog(page);
  const images = dialog.getByRole("group", { name: "Images (optional)" });
  await chooseImage(page, dialog, {
    name: "studio.png",
    mimeType: "image/png",
    buffer: await picture(2000, 1250),
  });
  const preview = images.getByRole("img", { name: "Image 1 of 1" });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}-thumb\.webp$/);
  await expect(images).toContainText("1 of 6 chosen");

  await expectNoSeriousAxeViolations(page, "[role=dialog]");

  const title = `Studio Portraits ${Date.now()}`;
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("An hour in the studio and ten edited portraits.");
  await dialog.getByLabel("Price (coins)").fill("90");
  await chooseOption(page, dialog.getByLabel("Category"), "Design");
  await dialog.getByRole("button", { name: "Add Service" }).click();
  await expect(toast(page, "Service Created")).toBeVisible();

  const card = page.getByRole("article", { name: title });
  const shown = card.locator("img");
  await expect(shown).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}-thumb\.webp$/);
  // Loaded, not a broken-image icon: the browser decoded the served WebP.
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(480);

  // The edit dialog starts from the saved image; removing it by keyboard empties the field.
  await card.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Service" });
  const remove = edit.getByRole("button", { name: "Remove image 1" });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(edit.getByRole("img", { name: /^Image 1/ })).toHaveCount(0);
  await expect(edit.getByRole("button", { name: "Add image" })).toBeFocused();
});

test("a file over 5 MB or not an image is refused at the field, nothing added", async ({
  page,
}) => {
  const dialog = await openAddDialog(page);
  const images = dialog.getByRole("group", { name: "Images (optional)" });
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/uploads/")) uploads.push(request.url());
  });

  // An SVG (it can carry script) is not offered, and refused in the browser if chosen anyway.
  await chooseImage(page, dialog, {
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(images.getByRole("alert")).toHaveText(IMAGE_TYPE_REFUSED);

  // Too large: refused in the browser before a byte is sent, with the server's words.
  await chooseImage(page, dialog, {
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  await expect(images.getByRole("alert")).toHaveText(IMAGE_TOO_LARGE);
  expect(uploads).toEqual([]);

  // A text file renamed .png passes the browser's check; the server reads its content.
  await chooseImage(page, dialog, {
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("These are meeting notes, not a picture."),
  });
  await expect(images.getByRole("alert")).toHaveText(IMAGE_TYPE_REFUSED);
  expect(uploads).toHaveLength(1);
  await expect(images.getByRole("img")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Add image" })).toHaveAccessibleDescription(
    new RegExp(IMAGE_TYPE_REFUSED.replace(".", "\\.")),
  );
});
