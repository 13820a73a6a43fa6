// The accessibility check every screen's spec ends with: no serious or critical WCAG 2 A/AA
// violation that axe can find.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** `within`: a selector to check only that part (an open dialog), else the whole page. */
export async function expectNoSeriousAxeViolations(page: Page, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]);
  const results = await (within ? builder.include(within) : builder).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
