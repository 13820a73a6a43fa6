// Signing in, where each role lands and what its header shows, and the route guards
// (docs/spec.md section 2 "Route table", "Route guard order", "Navigation bar", "Login"; section 5
// "Login"; section 6; section 8 "Login and Google").
import { expect, test, type Page } from "@playwright/test";
import {
  DASHBOARDS,
  DEMO,
  PASSWORD,
  ROLE_BADGES,
  ROLE_LINKS,
  accountMenuButton,
  adminToken,
  createVerifiedAccount,
  expectSignedOutHeader,
  firstNameOf,
  formAlert,
  freshApi,
  heading,
  initialsOf,
  mainNav,
  openAccountMenu,
  pathIs,
  registerAccount,
  signInThroughForm,
  submitLogin,
  type Role,
} from "./support/accounts";
import { AUTH_MESSAGES } from "../lib/auth/auth-messages";
import { FILL_IN_ALL_FIELDS } from "../lib/validations/login";

/** The header of CVE-2025-29927: it made Next.js skip the middleware (here proxy.ts). */
const SUBREQUEST_HEADER = {
  "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
};

/** Submits the sign-in form and waits for the server's answer. */
async function attemptLogin(page: Page, email: string, password: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1/auth/login") && response.request().method() === "POST",
  );
  await submitLogin(page, email, password);
  return answered;
}

test.describe("the sign-in form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/login");
    await expect(heading(page, "Welcome Back")).toBeVisible();
  });

  test("shows its parts: Google, email and password, and the way to other screens", async ({
    page,
  }) => {
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      "/signup",
    );
  });

  test("an empty submit asks for both fields", async ({ page }) => {
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(formAlert(page)).toHaveText(FILL_IN_ALL_FIELDS);
    // Only the email filled in: the same message.
    await page.getByLabel("Email", { exact: true }).fill("someone@example.test");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(formAlert(page)).toHaveText(FILL_IN_ALL_FIELDS);
    await expect(page).toHaveURL(pathIs("/login"));
  });

  test("a wrong password is refused", async ({ page }) => {
    const api = await freshApi();
    const account = await registerAccount(api, { name: "Wren Wrongpass" });
    await api.dispose();

    await attemptLogin(page, account.email, `${PASSWORD}-wrong`);
    await expect(formAlert(page)).toHaveText(AUTH_MESSAGES.invalidCredentials);
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await expect(page).toHaveURL(pathIs("/login"));
    await expect(accountMenuButton(page)).toHaveCount(0);
  });

  test("after 5 wrong passwords the account is locked for a while", async ({ page }) => {
    const api = await freshApi();
    const account = await registerAccount(api, { name: "Lola Lockout" });
    await api.dispose();

    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await attemptLogin(page, account.email, `wrong-${attempt}-password`);
      expect(response.status(), `attempt ${attempt}`).toBe(401);
      await expect(formAlert(page), `attempt ${attempt}`).toHaveText(
        AUTH_MESSAGES.invalidCredentials,
      );
    }
    const sixth = await attemptLogin(page, account.email, "wrong-6-password");
    expect(sixth.status()).toBe(429);
    // Said with how long: the 15-minute window counted from the first failure (14 once a slow
    // machine took over a minute to get here).
    const LOCKED = /^Too many failed attempts\. Please try again in 1[45] minutes\.$/;
    await expect(formAlert(page)).toHaveText(LOCKED);
    // While locked, even the right password does not get in.
    const right = await attemptLogin(page, account.email, account.password);
    expect(right.status()).toBe(429);
    await expect(formAlert(page)).toHaveText(LOCKED);
    await expect(page).toHaveURL(pathIs("/login"));
  });
});

for (const role of ["user", "org", "admin"] as const satisfies Role[]) {
  test(`the demo ${role} lands on the ${role} dashboard with the ${role}'s header`, async ({
    page,
  }) => {
    const demo = DEMO[role];
    await signInThroughForm(page, demo, DASHBOARDS[role]);
    await expect(heading(page, `Welcome back, ${firstNameOf(demo.name)}`)).toBeVisible();

    const nav = mainNav(page);
    // An admin's bar also has Payments, Fees & rates and the Audit log, and its queues carry
    // count badges.
    const expectedLinks: (string | RegExp)[] = [
      "Home",
      "Dashboard",
      ...(role === "admin"
        ? [
            "Users",
            /^Services/,
            /^Conversions/,
            /^Disputes/,
            /^Payments/,
            "Fees & rates",
            "Audit log",
          ]
        : ROLE_LINKS[role]),
    ];
    await expect(nav.getByRole("list").first().getByRole("link")).toHaveText(expectedLinks);
    await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute(
      "href",
      DASHBOARDS[role],
    );
    await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const wallet = nav.getByRole("link", { name: /^Wallet balance: [\d,]+ coins?$/ });
    await expect(wallet).toHaveCount(role === "user" ? 1 : 0);
    await expect(nav.getByRole("link", { name: "Add", exact: true })).toHaveCount(
      role === "user" ? 1 : 0,
    );

    // The avatar: initials, at most two letters.
    const avatar = accountMenuButton(page);
    await expect(avatar).toHaveText(initialsOf(demo.name));
    expect((await avatar.innerText()).trim()).toMatch(/^[A-Z]{1,2}$/);

    const menu = await openAccountMenu(page);
    // "Admin" is both the demo admin's name and its badge: the badge is the last of the three.
    await expect(menu.getByText(demo.name, { exact: true }).first()).toBeVisible();
    await expect(menu.getByText(demo.email, { exact: true })).toBeVisible();
    await expect(menu.getByText(ROLE_BADGES[role], { exact: true }).last()).toBeVisible();
    await expect(menu.getByText(ROLE_BADGES[role], { exact: true })).toHaveCount(
      demo.name === ROLE_BADGES[role] ? 2 : 1,
    );
    const items = [
      "Dashboard",
      ...(role === "user" ? ["Add Coins"] : []),
      ...(role === "org" ? ["Organization Profile"] : []),
      "Settings",
      "Log out",
    ];
    await expect(menu.getByRole("menuitem")).toHaveText(items);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
}

test("the avatar shows the first letters of the first two words only", async ({ page }) => {
  const account = await createVerifiedAccount({ name: "maria del carmen lópez" });
  await signInThroughForm(page, account, DASHBOARDS.user);
  await expect(accountMenuButton(page)).toHaveText("MD");
});

test("a signed-in user is sent from /login, /signup and /forgot-password to the dashboard", async ({
  page,
}) => {
  await signInThroughForm(page, DEMO.user, DASHBOARDS.user);
  for (const path of ["/login", "/signup", "/signup?type=org", "/forgot-password"]) {
    await page.goto(path);
    await expect(page, `visiting ${path}`).toHaveURL(pathIs(DASHBOARDS.user));
    await expect(heading(page, `Welcome back, ${firstNameOf(DEMO.user.name)}`)).toBeVisible();
  }
});

test.describe("signed out", () => {
  for (const path of [
    "/dashboard/user",
    "/org/services",
    "/admin/users",
    "/settings",
    "/wallet/add",
  ]) {
    test(`${path} redirects to /login with the page as callbackUrl`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(pathIs("/login"));
      expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe(path);
      await expect(heading(page, "Welcome Back")).toBeVisible();
      await expectSignedOutHeader(page);
    });
  }

  test("signing in from the redirect goes back to the page asked for", async ({ page }) => {
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fsettings$/);
    await submitLogin(page, DEMO.user.email, DEMO.user.password);
    await expect(page).toHaveURL(pathIs("/settings"));
    await expect(heading(page, "Settings")).toBeVisible();
  });

  test("a crafted x-middleware-subrequest header does not get past the guard", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: SUBREQUEST_HEADER });
    const page = await context.newPage();
    await page.goto("/dashboard/user");
    await expect(page).toHaveURL(pathIs("/login"));
    await expect(heading(page, "Welcome Back")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Wallet Balance" })).toHaveCount(0);
    await context.close();

    const pageResponse = await request.get("/dashboard/user", {
      headers: SUBREQUEST_HEADER,
      maxRedirects: 0,
    });
    expect(pageResponse.status()).toBeGreaterThanOrEqual(300);
    expect(pageResponse.status()).toBeLessThan(400);
    expect(new URL(pageResponse.headers()["location"] ?? "", "http://x").pathname).toBe("/login");

    const apiResponse = await request.get("/api/v1/auth/profile", { headers: SUBREQUEST_HEADER });
    expect(apiResponse.status()).toBe(401);
    expect(await apiResponse.json()).toMatchObject({ success: false });
  });
});

test("the demo user may not open the organization or admin pages", async ({ page }) => {
  await signInThroughForm(page, DEMO.user, DASHBOARDS.user);
  for (const path of [DASHBOARDS.org, DASHBOARDS.admin, "/admin/users"]) {
    const response = await page.goto(path);
    // The Access Denied page answers 403, as the API does, not 200.
    expect(response?.status(), `${path}'s status`).toBe(403);
    await expect(page).toHaveURL(pathIs(path));
    await expect(heading(page, "Access Denied")).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      "You don't have permission to access this page.",
    );
    await expect(heading(page, /Welcome back/)).toHaveCount(0);

    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page, `Go Back from ${path}`).toHaveURL(pathIs(DASHBOARDS.user));
    await expect(heading(page, `Welcome back, ${firstNameOf(DEMO.user.name)}`)).toBeVisible();
  }
  // The API refuses the same with its own 403 envelope.
  const api = await page.request.get("/api/v1/admin/users");
  expect(api.status()).toBe(403);
  expect(await api.json()).toMatchObject({ success: false });
});

test("an account suspended by an admin is signed out and cannot sign in again", async ({
  page,
}) => {
  const account = await createVerifiedAccount({ name: "Sana Suspendu" });
  await signInThroughForm(page, account, DASHBOARDS.user);
  await expect(heading(page, `Welcome, ${firstNameOf(account.name)}`)).toBeVisible();

  const api = await freshApi();
  const token = await adminToken(api);
  const suspended = await api.post(`/api/v1/admin/users/${account.id}/suspend`, {
    headers: { authorization: `Bearer ${token}` },
    data: { reason: "Suspended by the test" },
  });
  expect(suspended.status(), await suspended.text()).toBe(200);
  expect(await suspended.json()).toMatchObject({ data: { id: account.id, isActive: false } });
  await api.dispose();

  // The very next page load ends the visit.
  await page.reload();
  await expect(page).toHaveURL(pathIs("/login"));
  await expect(heading(page, "Welcome Back")).toBeVisible();
  await expectSignedOutHeader(page);

  await submitLogin(page, account.email, account.password);
  // The spec's message, then the reason the admin gave.
  await expect(formAlert(page)).toHaveText(
    `${AUTH_MESSAGES.accountSuspended} Reason: Suspended by the test`,
  );
  await expect(page).toHaveURL(pathIs("/login"));
  await expect(accountMenuButton(page)).toHaveCount(0);
});
