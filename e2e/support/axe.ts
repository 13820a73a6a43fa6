// The accessibility check every screen's spec ends with: no serious or critical WCAG 2 A/AA
// violation that axe can find.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** `within`: a selector to check only that part (an open dialog), else the whole page. */
export async function expectNoSeriousAxeViolations(page: Page, within?: string): Promise<void> {
  // While a navigation or a refresh lands, Next draws the head it prefetched (no title) for a
  // frame or two before the page's own: axe reads the page once its title is back. A page that
  // has none fails here.
  if (!within) await expect(page, "the page's title").toHaveTitle(/\S/);
  await holdTransitions(page, true);
  await settleTransitions(page);
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]);
  const results = await (within ? builder.include(within) : builder).analyze();
  await holdTransitions(page, false);
  const blocking = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    blocking.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    ),
  ).toEqual([]);
}

const NO_TRANSITIONS_ID = "axe-no-transitions";

/**
 * While axe reads the page, CSS transitions jump to where they end: one that starts after the
 * page settled (a button appearing under the pointer takes its hover colours) would otherwise be
 * measured half-way, as too little contrast.
 */
async function holdTransitions(page: Page, hold: boolean): Promise<void> {
  await page.evaluate(
    ({ id, hold }) => {
      document.getElementById(id)?.remove();
      if (!hold) return;
      const style = document.createElement("style");
      style.id = id;
      style.textContent = "*, *::before, *::after { transition: none !important; }";
      document.head.append(style);
    },
    { id: NO_TRANSITIONS_ID, hold },
  );
}

/**
 * Waits for the page's finite animations and transitions (a toast sliding in, a closing dialog's
 * fade) to end: axe measures colours as they are drawn, and a half-faded toast or overlay reads as
 * too little contrast. Endless ones (a spinner) are left running.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
