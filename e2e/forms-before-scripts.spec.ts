// A form sent before the page's scripts have run is sent by the browser itself. The account
// forms say method="post", so a password never lands in the address bar, the history or a log
// line; with scripts on, the forms are sent by the app as before.
import { expect, test } from "@playwright/test";
import { DEMO, randomClientAddress } from "./support/accounts";

test.use({ javaScriptEnabled: false });

for (const [path, fields] of [
  ["/login", ["Email", "Password"]],
  ["/signup", ["Full name", "Email", "Password", "Confirm password"]],
] as const) {
  test(`${path} sent without scripts keeps the password out of the address`, async ({ page }) => {
    await page.goto(path);
    for (const label of fields) {
      await page
        .getByLabel(label, { exact: true })
        .fill(
          label.includes("Password")
            ? "never-in-the-url-9"
            : label === "Email"
              ? "a@b.test"
              : "Ann",
        );
    }
    await page.locator("form button[type=submit]").first().click();
    await page.waitForLoadState();
    expect(page.url()).not.toContain("never-in-the-url-9");
    expect(page.url()).not.toContain("password");
  });
}

test.describe("with the page's inline scripts but not its app scripts", () => {
  // /settings streams its content in, which takes the page's small inline scripts; the form is
  // there and can be sent before the app's scripts arrive, as on a slow phone. Blocking them
  // holds the page in that moment.
  test.use({ javaScriptEnabled: true });

  test("/settings sent before the app's scripts keeps the passwords out of the address", async ({
    page,
  }) => {
    // Signed in through the API: the sign-in form itself needs the scripts.
    const login = await page.request.post("/api/v1/auth/login", {
      data: { email: DEMO.user.email, password: DEMO.user.password },
      headers: { "x-forwarded-for": randomClientAddress() },
    });
    expect(login.status(), await login.text()).toBe(200);
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/settings$/);
    const password = page.getByRole("region", { name: "Password" });
    await password.getByLabel("Current password").fill("never-in-the-url-9");
    await password.getByLabel("New password", { exact: true }).fill("never-in-the-url-9");
    await password.getByLabel("Confirm new password").fill("never-in-the-url-9");
    await password.getByRole("button", { name: "Change password" }).click();
    await page.waitForLoadState();
    await expect(page.getByRole("region", { name: "Password" })).toBeVisible();
    expect(page.url()).not.toContain("never-in-the-url-9");
    expect(page.url()).not.toContain("password");
  });
});
