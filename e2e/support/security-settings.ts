// /settings/security as a person uses it: the authenticator app set up from the page (its key
// read off the screen, its code computed as the app would), the recovery codes shown once, and a
// passkey made with Chromium's virtual authenticator.
import { expect, type Locator, type Page } from "@playwright/test";
import { freshCode } from "./second-factor";

export function card(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

export function recoveryCodesPanel(page: Page): Locator {
  return page.getByRole("region", { name: "Save your recovery codes" });
}

/**
 * Set up, the QR code, the key under it, and its first code: the app is on. Answers the key (as
 * the app stores it: no spaces).
 */
export async function setUpAuthenticatorApp(page: Page): Promise<string> {
  const app = card(page, "Authenticator app");
  await app.getByRole("button", { name: "Set up", exact: true }).click();
  await expect(app.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(app).toContainText("Can't scan it? Enter this key:");
  const shown = await app.locator("code").innerText();
  // Grouped in fours for reading.
  expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const secret = shown.replace(/\s/g, "");

  const code = app.getByLabel("Authentication code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  // Five digits: the API's own words, beside the field.
  await code.fill("12345");
  await app.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(app.getByRole("alert")).toHaveText(
    "Enter the 6-digit code from your authenticator app.",
  );
  await expect(code).toHaveAttribute("aria-invalid", "true");

  await code.fill(await freshCode(secret));
  await app.getByRole("button", { name: "Verify and turn on" }).click();
  return secret;
}

/** The recovery codes' panel, just opened: focus on it, ten codes. Answers the codes. */
export async function recoveryCodesShown(page: Page): Promise<string[]> {
  const panel = recoveryCodesPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Save your recovery codes" })).toBeFocused();
  const items = panel.getByRole("listitem");
  await expect(items).toHaveCount(10);
  const codes = (await items.allInnerTexts()).map((code) => code.trim());
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  return codes;
}

/** "I have saved them": the panel closes for good, and the card counts the codes. */
export async function saveRecoveryCodes(page: Page): Promise<void> {
  const panel = recoveryCodesPanel(page);
  await panel.getByRole("button", { name: "I have saved them" }).click();
  await expect(panel).toHaveCount(0);
  const recovery = card(page, "Recovery codes");
  await expect(recovery).toContainText("10 recovery codes left");
  await expect(recovery.getByRole("heading", { name: "Recovery codes" })).toBeFocused();
}

/** "Add a passkey", a name, "Create passkey": the virtual authenticator answers the prompt. */
export async function addPasskey(page: Page, name: string): Promise<void> {
  const passkeys = card(page, "Passkeys");
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  const field = passkeys.getByLabel("Passkey name");
  // Named after this browser unless its owner says otherwise.
  await expect(field).toHaveValue(/^Passkey on Chrome/);
  await field.fill(name);
  await passkeys.getByRole("button", { name: "Create passkey" }).click();
  await expect(passkeys.getByRole("listitem").filter({ hasText: name })).toContainText(
    "Not used yet",
  );
}
