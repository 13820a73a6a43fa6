// A form sent before the page's scripts have run is sent by the browser itself. The account
// forms say method="post", so a password never lands in the address bar, the history or a log
// line; with scripts on, the forms are sent by the app as before.
import { expect, test } from "@playwright/test";

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
