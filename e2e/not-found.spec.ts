// Any other path: the 404 page of docs/spec.md's route table ('Oops! Page not found', a link home,
// and the path logged to the console).
import { expect, test, type ConsoleMessage } from "@playwright/test";

const PATH = "/no-such-page-e2e";

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
});

test("the path of the unknown page is logged to the console as an error", async ({ page }) => {
  const errors: ConsoleMessage[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message);
  });
  // The browser's own "Failed to load resource" line names no path: the app's log must.
  const logged = page.waitForEvent("console", {
    predicate: (message) =>
      message.type() === "error" &&
      message.text().includes(PATH) &&
      !message.text().startsWith("Failed to load resource"),
  });
  await page.goto(PATH);
  const message = await logged;
  expect(message.text()).toContain(PATH);
  expect(errors.length).toBeGreaterThan(0);
});

test("its home link goes back to the landing page", async ({ page }) => {
  await page.goto(PATH);
  const home = page.getByRole("main").getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Buy coins once. Book services you can trust." }),
  ).toBeVisible();
});
