// /settings/security on a phone (docs/security.md "The second factor"): the QR step, the
// recovery codes and the passkeys fit the screen without sideways scrolling, and their buttons
// are targets a finger can hit; /settings lists this phone as "This device".
import { expect, test, type Locator, type Page } from "@playwright/test";
import { createVerifiedAccount, heading, signIn } from "./support/accounts";
import { SECURITY_SETTINGS_PATH } from "../lib/auth/second-factor";
import {
  addPasskey,
  card,
  recoveryCodesPanel,
  recoveryCodesShown,
  saveRecoveryCodes,
  setUpAuthenticatorApp,
} from "./support/security-settings";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { addVirtualAuthenticator } from "./support/virtual-authenticator";

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function expectTappable(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.height).toBeGreaterThanOrEqual(24);
  expect(box!.width).toBeGreaterThanOrEqual(24);
}

test("a phone sets up the authenticator app and a passkey on /settings/security", async ({
  page,
}) => {
  test.slow(); // a setup and a passkey
  const account = await createVerifiedAccount({ name: "Mo Mobile" });
  await signIn(page, account, SECURITY_SETTINGS_PATH);
  await expect(heading(page, "Two-step verification")).toBeVisible();
  await expectNoSidewaysScroll(page);

  const app = card(page, "Authenticator app");
  await app.getByRole("button", { name: "Set up", exact: true }).click();
  // The QR code and the key fit the screen.
  const qr = app.getByRole("img", { name: "QR code for your authenticator app" });
  await expect(qr).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectTappable(app.getByRole("button", { name: "Copy key" }));
  await expectNoSeriousAxeViolations(page);
  await app.getByRole("button", { name: "Cancel" }).click();

  await setUpAuthenticatorApp(page);
  const panel = recoveryCodesPanel(page);
  await expect(panel).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await recoveryCodesShown(page);
  for (const name of ["Copy", "Download", "I have saved them"]) {
    await expectTappable(panel.getByRole("button", { name }));
  }
  await saveRecoveryCodes(page);

  await addVirtualAuthenticator(page);
  await addPasskey(page, "My phone");
  await expectNoSidewaysScroll(page);
  await expectTappable(card(page, "Passkeys").getByRole("button", { name: "Remove My phone" }));

  await page.goto("/settings");
  const devices = card(page, "Signed-in devices");
  const here = devices.getByRole("listitem").filter({ hasText: "This device" });
  await expect(here).toContainText(/Chrome on Android/);
  await expectTappable(here.getByRole("button", { name: /^Sign out / }));
  await expectNoSidewaysScroll(page);
});
