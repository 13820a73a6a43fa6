// "Continue with Google" against the local OpenID Connect server that stands in for Google
// (test/support/mock-oidc.ts). docs/spec.md section 1, section 2 "Login" and "Signup", section 4
// "Google flow", section 6, section 8 "Login and Google".
//
// The identity provider signs in whoever POST /identity named last, for the whole server: these
// tests must not overlap, hence one file run serially.
import { expect, test, type APIRequestContext, type Page, type Request } from "@playwright/test";
import {
  DASHBOARDS,
  accountMenuButton,
  createVerifiedAccount,
  firstNameOf,
  formAlert,
  heading,
  openAccountMenu,
  pathIs,
  uniqueEmail,
} from "./support/accounts";
import { TERMS_LABEL } from "../components/auth/signup-messages";
import { ENTER_ORGANIZATION_NAME } from "../lib/validations/organization-name";
import { chooseOption } from "./support/select";
import { ACCEPT_TERMS } from "../lib/validations/auth-values";
import { AUTH_MESSAGES } from "../lib/auth/auth-messages";

test.describe.configure({ mode: "serial" });

const IDENTITY_CONTROL = `http://127.0.0.1:${process.env.E2E_OIDC_CONTROL_PORT ?? 3191}/identity`;

/** Says who the identity provider signs in next. */
async function nextGoogleIdentity(
  request: APIRequestContext,
  identity: { email: string; name?: string },
) {
  const response = await request.post(IDENTITY_CONTROL, { data: identity });
  expect(response.status()).toBe(204);
}

function googleButton(page: Page) {
  return page.getByRole("button", { name: "Continue with Google" });
}

/** Clicks "Continue with Google" and waits for the sign-in popup to open, finish and close. */
async function signInThroughPopup(page: Page) {
  const popupPages: string[] = [];
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame().page() !== page) {
      popupPages.push(request.url());
    }
  };
  page.context().on("request", onRequest);
  const popupOpened = page.waitForEvent("popup");
  await googleButton(page).click();
  const popup = await popupOpened;
  // It reports to this page and closes itself.
  if (!popup.isClosed()) await popup.waitForEvent("close");
  page.context().off("request", onRequest);
  // Opened blank inside the click, then sent to the sign-in start page...
  expect(new URL(popupPages[0] ?? "about:blank").pathname).toBe("/auth/google");
  // ...and back on this site's success page at the end (a failure ends on /login?error=...).
  const done = new URL("/auth/popup-done?popup=1", test.info().project.use.baseURL).href;
  expect(popupPages.at(-1), "where the sign-in popup ended").toBe(done);
}

async function expectMenuShows(page: Page, facts: { name: string; email: string; badge: string }) {
  const menu = await openAccountMenu(page);
  await expect(menu.getByText(facts.name, { exact: true })).toBeVisible();
  await expect(menu.getByText(facts.email, { exact: true })).toBeVisible();
  await expect(menu.getByText(facts.badge, { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
}

test("closing the popup before it finishes cancels the sign-in", async ({ page, request }) => {
  await nextGoogleIdentity(request, { email: uniqueEmail("cancelled"), name: "Cara Cancel" });
  // The local provider answers within milliseconds; hold the popup's start page so it is still
  // on its way when the visitor closes it, as with a person who changes their mind.
  let closed = () => {};
  const popupClosed = new Promise<void>((resolve) => (closed = resolve));
  await page.context().route(
    (url) => url.pathname === "/auth/google",
    async (route) => {
      await popupClosed;
      await route.abort().catch(() => {});
    },
  );

  await page.goto("/login");
  const popupOpened = page.waitForEvent("popup");
  await googleButton(page).click();
  const popup = await popupOpened;
  await popup.close();
  closed();

  await expect(formAlert(page)).toHaveText(AUTH_MESSAGES.googleCancelled);
  await expect(page).toHaveURL(pathIs("/login"));
  await expect(googleButton(page)).toBeEnabled();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
  await expect(accountMenuButton(page)).toHaveCount(0);
});

test("a new Google identity on /login gets a verified user account and its dashboard", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("google-user");
  await nextGoogleIdentity(request, { email, name: "Priya Google" });

  await page.goto("/login");
  await signInThroughPopup(page);

  await expect(page).toHaveURL(pathIs(DASHBOARDS.user));
  await expect(heading(page, "Welcome, Priya")).toBeVisible();
  // The provider vouched for the address: no verification screen.
  await expect(heading(page, "Email Verification Required")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Wallet Balance" })).toBeVisible();
  await expectMenuShows(page, { name: "Priya Google", email, badge: "User" });
});

test("Google sign-up needs the terms, then creates the organization chosen", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("google-org");
  await nextGoogleIdentity(request, { email, name: "Omar Orgfield" });

  await page.goto("/signup");
  await chooseOption(page, page.getByRole("combobox", { name: "Account type" }), /Organization/);

  // Google knows the person, not the organization: its name is asked first, then the terms;
  // without them nothing opens.
  let popups = 0;
  page.on("popup", () => popups++);
  await googleButton(page).click();
  await expect(formAlert(page)).toHaveText(ENTER_ORGANIZATION_NAME);
  await expect(page.getByLabel("Organization name")).toBeFocused();
  await page.getByLabel("Organization name").fill("Orgfield Logistics");
  await googleButton(page).click();
  await expect(formAlert(page)).toHaveText(ACCEPT_TERMS);
  expect(popups).toBe(0);

  await page.getByRole("checkbox", { name: TERMS_LABEL }).check();
  await signInThroughPopup(page);

  await expect(page).toHaveURL(pathIs(DASHBOARDS.org));
  await expect(heading(page, `Welcome, ${firstNameOf("Omar Orgfield")}`)).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Services" }),
  ).toBeVisible();
  await expectMenuShows(page, { name: "Omar Orgfield", email, badge: "Organization" });
  // The organization carries the name it gave; the person keeps theirs.
  await page.goto("/org/profile");
  await expect(page.getByLabel("Organization name")).toHaveValue("Orgfield Logistics");
});

test("a Google identity without a name is named after the email's local part", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("nameless");
  const localPart = email.split("@")[0] ?? "";
  await nextGoogleIdentity(request, { email });

  await page.goto("/login");
  await signInThroughPopup(page);
  await expect(page).toHaveURL(pathIs(DASHBOARDS.user));
  await expect(heading(page, `Welcome, ${localPart}`)).toBeVisible();

  await page.goto("/settings");
  await expect(heading(page, "Settings")).toBeVisible();
  await expect(page.getByLabel("Display name")).toHaveValue(localPart);
});

test("Google sign-in with the email of a password account signs into that account", async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount({ name: "Elif Existing" });
  await nextGoogleIdentity(request, { email: account.email, name: "Elif From Google" });

  await page.goto("/login");
  await signInThroughPopup(page);
  await expect(page).toHaveURL(pathIs(DASHBOARDS.user));
  await expect(heading(page, "Welcome, Elif")).toBeVisible();
  // The same account: its own name, not the provider's.
  await expectMenuShows(page, { name: account.name, email: account.email, badge: "User" });
  await expect(accountMenuButton(page)).toHaveText("EE");
});

test("with popups blocked the whole page goes to Google and still signs in", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("no-popup");
  await nextGoogleIdentity(request, { email, name: "Bo Blocked" });
  await page.addInitScript(() => {
    window.open = () => null;
  });
  let popups = 0;
  page.on("popup", () => popups++);

  await page.goto("/login");
  await googleButton(page).click();
  await expect(page).toHaveURL(pathIs(DASHBOARDS.user));
  await expect(heading(page, "Welcome, Bo")).toBeVisible();
  await expectMenuShows(page, { name: "Bo Blocked", email, badge: "User" });
  expect(popups).toBe(0);
});

test("after popups-blocked sign-in with a callbackUrl, the page asked for opens", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("no-popup-callback");
  await nextGoogleIdentity(request, { email, name: "Cal Back" });
  await page.addInitScript(() => {
    window.open = () => null;
  });

  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fsettings$/);
  await googleButton(page).click();
  await expect(page).toHaveURL(pathIs("/settings"));
  await expect(heading(page, "Settings")).toBeVisible();
  await expect(page.getByLabel("Display name")).toHaveValue("Cal Back");
});
