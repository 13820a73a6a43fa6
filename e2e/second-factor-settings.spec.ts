// /settings/security and /settings' devices (docs/security.md "The second factor"): a new
// account sets up its authenticator app from the page, saves its recovery codes, makes a passkey
// (Chromium's virtual authenticator), then signs in with the password and the passkey; /settings
// lists its browsers and API tokens, and signs one out from another.
import { readFile } from "node:fs/promises";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { SECOND_STEP_PATH, SECURITY_SETTINGS_PATH } from "../lib/auth/second-factor";
import {
  DASHBOARDS,
  bearerToken,
  createVerifiedAccount,
  heading,
  logOutThroughMenu,
  pathIs,
  randomClientAddress,
  signIn,
  signInThroughApi,
  submitLogin,
  toast,
} from "./support/accounts";
import {
  addPasskey,
  card,
  recoveryCodesPanel,
  recoveryCodesShown,
  saveRecoveryCodes,
  setUpAuthenticatorApp,
} from "./support/security-settings";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { addVirtualAuthenticator, closeNextPasskeyPrompt } from "./support/virtual-authenticator";

const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

test("a new account sets up an authenticator app and a passkey, then signs in with the passkey", async ({
  page,
}) => {
  test.slow(); // a setup, a passkey, a logout and a two-step sign-in
  const account = await createVerifiedAccount({ name: "Pia Passkey" });
  await signIn(page, account, "/settings");

  const twoStep = card(page, "Two-step verification");
  await expect(twoStep).toContainText(
    "Optional: protects your account if your password is ever stolen.",
  );
  await expect(twoStep.getByText("Off", { exact: true })).toBeVisible();
  await twoStep.getByRole("link", { name: "Set up two-step verification" }).click();
  await expect(page).toHaveURL(pathIs(SECURITY_SETTINGS_PATH));
  await expect(heading(page, "Two-step verification")).toBeVisible();
  await expect(card(page, "Recovery codes")).toContainText(
    "You get 10 recovery codes when you set up your first method above.",
  );
  await expectNoSeriousAxeViolations(page);

  await setUpAuthenticatorApp(page);
  await expect(toast(page, "Authenticator app turned on")).toBeVisible();

  // The codes, shown this once: copied, downloaded as a text file, then put away.
  const panel = recoveryCodesPanel(page);
  const shown = await recoveryCodesShown(page);
  await expectNoSeriousAxeViolations(page);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await panel.getByRole("button", { name: "Copy" }).click();
  await expect(panel.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown.join("\n"));
  const downloading = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("coinmarket-recovery-codes.txt");
  const file = await readFile(await download.path(), "utf8");
  expect(file).toContain(`Coinmarket recovery codes for ${account.email}`);
  for (const code of shown) expect(file).toContain(code);
  await saveRecoveryCodes(page);
  await expect(card(page, "Authenticator app").getByText("On", { exact: true })).toBeVisible();

  // A passkey: a closed prompt says so and changes nothing; the next try makes one.
  const authenticator = await addVirtualAuthenticator(page);
  const passkeys = card(page, "Passkeys");
  await expect(passkeys).toContainText("No passkeys yet.");
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await closeNextPasskeyPrompt(page);
  await passkeys.getByRole("button", { name: "Create passkey" }).click();
  await expect(passkeys.getByRole("status")).toHaveText(
    "No passkey was added: the browser's prompt was closed.",
  );
  expect(await authenticator.credentialCount()).toBe(0);
  await passkeys.getByRole("button", { name: "Cancel" }).click();
  await addPasskey(page, "Test laptop");
  await expect(toast(page, "Passkey added")).toBeVisible();
  expect(await authenticator.credentialCount()).toBe(1);
  // Not the account's first factor: no new recovery codes.
  await expect(recoveryCodesPanel(page)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // /settings says it is on.
  await page.goto("/settings");
  await expect(card(page, "Two-step verification").getByText("On", { exact: true })).toBeVisible();

  // The password alone no longer signs in: the second step, answered with the passkey.
  await logOutThroughMenu(page);
  await page.goto("/login");
  await expect(heading(page, "Welcome Back")).toBeVisible();
  const login = page.waitForResponse((response) => response.url().endsWith("/api/v1/auth/login"));
  await submitLogin(page, account.email, account.password);
  const answer = (await (await login).json()) as { data: { secondFactorRequired: boolean } };
  expect(answer.data.secondFactorRequired).toBe(true);
  await expect(page).toHaveURL(pathIs(SECOND_STEP_PATH));
  await expect(heading(page, "Two-step verification")).toBeVisible();
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(pathIs(DASHBOARDS.user));

  await page.goto(SECURITY_SETTINGS_PATH);
  await expect(
    card(page, "Passkeys").getByRole("listitem").filter({ hasText: "Test laptop" }),
  ).toContainText("Last used");
});

test("an account removes its passkey and authenticator app, each after a confirmation", async ({
  page,
}) => {
  const account = await createVerifiedAccount({ name: "Remy Remove" });
  await signIn(page, account, SECURITY_SETTINGS_PATH);
  await setUpAuthenticatorApp(page);
  await recoveryCodesShown(page);
  await saveRecoveryCodes(page);
  await addVirtualAuthenticator(page);
  await addPasskey(page, "Old phone");

  const passkeys = card(page, "Passkeys");
  await passkeys.getByRole("button", { name: "Remove Old phone" }).click();
  const dialog = page.getByRole("alertdialog", { name: 'Remove "Old phone"?' });
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(passkeys.getByRole("button", { name: "Remove Old phone" })).toBeFocused();
  await passkeys.getByRole("button", { name: "Remove Old phone" }).click();
  await dialog.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(toast(page, "Passkey removed")).toBeVisible();
  await expect(passkeys).toContainText("No passkeys yet.");
  await expect(passkeys.getByRole("heading", { name: "Passkeys" })).toBeFocused();

  const app = card(page, "Authenticator app");
  await app.getByRole("button", { name: "Remove the authenticator app" }).click();
  await page
    .getByRole("alertdialog", { name: "Remove the authenticator app?" })
    .getByRole("button", { name: "Remove", exact: true })
    .click();
  await expect(toast(page, "Authenticator app removed")).toBeVisible();
  await expect(app.getByRole("button", { name: "Set up", exact: true })).toBeVisible();
  await expect(card(page, "Recovery codes")).toContainText("You get 10 recovery codes");
});

test("/settings lists this browser and the account's others, and signs one out", async ({
  page,
}) => {
  const account = await createVerifiedAccount({ name: "Dev Devices" });
  // Another browser, and an API client with a token.
  const elsewhere = await playwrightRequest.newContext({
    baseURL: test.info().project.use.baseURL,
    userAgent: FIREFOX_ON_LINUX,
  });
  const address = randomClientAddress();
  await signInThroughApi(elsewhere, account, { address });
  // A script: its User-Agent names no browser.
  const api = await playwrightRequest.newContext({
    baseURL: test.info().project.use.baseURL,
    userAgent: "coinmarket-sync/1.0",
    extraHTTPHeaders: { "x-forwarded-for": randomClientAddress() },
  });
  await bearerToken(api, account);
  await signIn(page, account, "/settings");

  const devices = card(page, "Signed-in devices");
  const rows = devices.getByRole("listitem");
  const firefox = rows.filter({ hasText: "Firefox on Linux" });
  await expect(firefox).toContainText(address);
  const signedIn = await rows.count();
  const here = rows.filter({ hasText: "This device" });
  await expect(here).toHaveCount(1);
  await expect(here).toContainText(/Signed in \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm) IST/);
  await expect(here.getByRole("button", { name: /^Sign out / })).toBeVisible();
  const token = rows.filter({ hasText: "API token" });
  await expect(token.getByRole("button", { name: "Revoke API client" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await firefox.getByRole("button", { name: "Sign out Firefox on Linux" }).click();
  await expect(toast(page, "Signed out")).toBeVisible();
  await expect(rows).toHaveCount(signedIn - 1);
  expect((await elsewhere.get("/api/v1/auth/profile")).status()).toBe(401);

  await token.getByRole("button", { name: "Revoke API client" }).click();
  await expect(toast(page, "API token revoked")).toBeVisible();
  await expect(rows).toHaveCount(signedIn - 2);

  // This very browser: signing it out is signing out.
  await here.getByRole("button", { name: /^Sign out / }).click();
  await expect(page).toHaveURL(pathIs("/login"));
  await expect(heading(page, "Welcome Back")).toBeVisible();
  expect((await page.context().request.get("/api/v1/auth/profile")).status()).toBe(401);

  await elsewhere.dispose();
  await api.dispose();
});
