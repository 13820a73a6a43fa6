// A page paints from its document alone: the styles its screen needs are inline, and the whole
// stylesheet (which the document loads without waiting for it) changes nothing on that screen.
// It is in place by the time the page has loaded, so a client-side navigation to another screen
// is styled too.
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./support/accounts";

const STYLESHEET = /\/_next\/static\/.*\.css(\?|$)/;

/** What each element of the page looks like: its tag and the computed styles that draw it. */
function drawnStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const properties = [
      "display",
      "position",
      "color",
      "background-color",
      "font-size",
      "font-weight",
      "padding",
      "margin",
      "border-width",
      "border-radius",
      "width",
      "height",
      "gap",
      "grid-template-columns",
    ];
    return [...document.body.querySelectorAll("*")].map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName} ${properties.map((name) => style.getPropertyValue(name)).join("|")}`;
    });
  });
}

/**
 * The page as it first paints, before any script runs (scripts off, so hydration does not change
 * it between the two looks): with the whole stylesheet's request failing, then with the
 * stylesheet (for a page without scripts, its `<noscript>` link).
 */
async function withAndWithoutStylesheet(page: Page, path: string) {
  let held = 0;
  await page.route(STYLESHEET, (route) => {
    held += 1;
    return route.abort();
  });
  await page.goto(path);
  const inlineOnly = await drawnStyles(page);
  expect(held, "the page asked for the whole stylesheet").toBeGreaterThan(0);
  await page.unroute(STYLESHEET);
  await page.goto(path);
  return { inlineOnly, whole: await drawnStyles(page) };
}

test.describe("before scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("a signed-out page looks the same from its inline styles as with the whole stylesheet", async ({
    page,
  }) => {
    const { inlineOnly, whole } = await withAndWithoutStylesheet(page, "/login");
    expect(inlineOnly).toEqual(whole);
  });

  test("a signed-in page looks the same from its inline styles as with the whole stylesheet", async ({
    page,
  }) => {
    await signIn(page, DEMO.user, "/services");
    const { inlineOnly, whole } = await withAndWithoutStylesheet(page, "/services");
    expect(inlineOnly).toEqual(whole);
  });
});

/** The styles of the sign-up screen's heading, fields and button. */
function signUpScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ["main h1", "main input[type=email]", "main form button[type=submit]", "main a"].map(
      (selector) => {
        const element = document.querySelector(selector);
        if (!element) return `${selector}: missing`;
        const style = getComputedStyle(element);
        return [
          selector,
          style.color,
          style.backgroundColor,
          style.fontSize,
          style.fontWeight,
          style.padding,
          style.borderRadius,
          style.height,
        ].join("|");
      },
    ),
  );
}

test("a page has the whole stylesheet by the time it has loaded, for the screens it navigates to", async ({
  page,
}) => {
  await page.goto("/signup");
  const direct = await signUpScreen(page);
  await page.goto("/login");
  // Loaded and applied: the window's load event waits for it.
  const applied = await page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => sheet.href?.includes("/_next/static/"))
      .map((sheet) => sheet.media.mediaText),
  );
  expect(applied).toEqual(["all"]);
  // /login's inline styles are its own; /signup's screen comes from the whole stylesheet.
  await page
    .getByRole("main")
    .getByRole("link", { name: /sign up/i })
    .click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await signUpScreen(page)).toEqual(direct);
});
