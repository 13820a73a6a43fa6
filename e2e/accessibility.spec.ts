// WCAG 2 A/AA checks of the public screens with axe, plus the keyboard basics axe cannot see.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const PAGES: [name: string, path: string, status: number][] = [
  ["landing page", "/", 200],
  ["showcase page", "/services/living-spaces", 200],
  ["payment page", "/payment?service=A&price=5", 200],
  ["feedback page", "/feedback?service=A&serviceId=s1", 200],
  ["support page", "/support", 200],
  ["404 page", "/no-such-page-a11y", 404],
];

for (const [name, path, status] of PAGES) {
  test(`the ${name} has no serious or critical axe violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const blocking = results.violations.filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical",
    );
    const report = blocking
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n` +
          violation.nodes.map((node) => `    ${node.target.join(" ")}`).join("\n"),
      )
      .join("\n");
    expect(blocking, `axe violations on ${path}:\n${report}`).toEqual([]);
  });
}

test("every image on the landing page has a text alternative or is decorative", async ({
  page,
}) => {
  await page.goto("/");
  const images = await page.locator("img").evaluateAll((elements) =>
    elements.map((element) => ({
      src: element.getAttribute("src"),
      alt: element.getAttribute("alt"),
      ariaHidden: element.getAttribute("aria-hidden"),
      role: element.getAttribute("role"),
    })),
  );
  expect(images.length).toBeGreaterThan(0);
  const unlabelled = images.filter(({ alt, ariaHidden, role }) => {
    if (alt !== null && alt.trim() !== "") return false;
    const decorative =
      alt === "" && (ariaHidden === "true" || role === "presentation" || role === "none");
    return !decorative;
  });
  expect(unlabelled, `images without alt: ${JSON.stringify(unlabelled)}`).toEqual([]);
});

test("the first Tab lands on the skip link or the first nav link, with a visible focus ring", async ({
  page,
}) => {
  await page.goto("/");
  await page.keyboard.press("Tab");

  const focused = page.locator(":focus");
  await expect(focused).toHaveCount(1);
  const { text, href, inMainNav, outlineStyle, outlineWidth, boxShadow, width, height } =
    await focused.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        text: element.textContent?.trim() ?? "",
        href: element.getAttribute("href"),
        inMainNav: element.closest('nav[aria-label="Main"]') !== null,
        outlineStyle: style.outlineStyle,
        outlineWidth: style.outlineWidth,
        boxShadow: style.boxShadow,
        width: box.width,
        height: box.height,
      };
    });

  const isSkipLink = text === "Skip to content" && href === "#main-content";
  const isFirstNavLink = inMainNav && text === "Home";
  expect(isSkipLink || isFirstNavLink, `focused "${text}" (${href})`).toBe(true);

  const hasOutline = outlineStyle !== "none" && outlineWidth !== "0px";
  expect(
    hasOutline || boxShadow !== "none",
    `focus indicator: outline ${outlineStyle} ${outlineWidth}, box-shadow ${boxShadow}`,
  ).toBe(true);
  // A skip link that stays a 1px screen-reader-only box is not visible to keyboard users.
  expect(width, "focused element width").toBeGreaterThan(10);
  expect(height, "focused element height").toBeGreaterThan(10);

  if (isSkipLink) {
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  }
});
