// The landing page a signed-out visitor sees (docs/spec.md section 2, "Landing page").
import { expect, test, type Page } from "@playwright/test";
import { formatCoins } from "../lib/format/coins";
import { FIGURES, SHOWCASES, figureFloor, reviewsLabel, showcaseRating } from "./support/expected";

function showcaseCards(page: Page) {
  return page
    .getByRole("region", { name: "Book from organizations we have verified" })
    .getByRole("listitem");
}

test.beforeEach(async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
});

test("the hero states the offer and leads to sign-up and sign-in", async ({ page }) => {
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Buy coins once. Book services you can trust.",
    }),
  ).toBeVisible();

  // The hero and the closing call-to-action both carry the two buttons of docs/spec.md.
  const getStarted = page.getByRole("link", { name: "Get Started", exact: true });
  const signIn = page.getByRole("link", { name: "Sign In", exact: true });
  await expect(getStarted).toHaveCount(2);
  await expect(signIn).toHaveCount(2);
  for (const link of await getStarted.all()) await expect(link).toHaveAttribute("href", "/signup");
  for (const link of await signIn.all()) await expect(link).toHaveAttribute("href", "/login");
  await expect(getStarted.first()).toBeVisible();
  await expect(signIn.first()).toBeVisible();

  await expect(
    page.getByRole("heading", { level: 2, name: "Ready to book your first service?" }),
  ).toBeVisible();
});

test("the marketing figures are the real counts of the demo marketplace", async ({
  page,
}, testInfo) => {
  const figures = page.getByRole("region", { name: "Coinmarket in numbers" });
  const labels = ["Active users", "Services", "Coins traded"];
  await expect(figures.getByRole("term")).toHaveText(labels);
  const valueOf = (label: string) =>
    figures
      .getByRole("term")
      .filter({ hasText: label })
      .locator("xpath=..")
      .getByRole("definition");

  const seededFigures = {
    "Active users": FIGURES.activeUsers,
    Services: FIGURES.services,
    "Coins traded": FIGURES.coinsTraded,
  } as const;
  if (testInfo.project.name === "postgres") {
    // Nothing signs up or books on the PostgreSQL server's database: the seeded figures exactly.
    for (const [label, seeded] of Object.entries(seededFigures)) {
      await expect(valueOf(label)).toHaveText(seeded);
    }
  } else {
    // Other specs sign up, book and have services approved on this database while this one runs:
    // the figures only grow.
    for (const [label, seeded] of Object.entries(seededFigures)) {
      const shown = figureFloor(await valueOf(label).innerText());
      expect(shown, label).toBeGreaterThanOrEqual(figureFloor(seeded));
    }
  }
});

test("six showcase cards in the SPEC order, each with its price, rating and page", async ({
  page,
}, testInfo) => {
  const cards = showcaseCards(page);
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
    SHOWCASES.map((showcase) => showcase.title),
  );

  for (const [index, showcase] of SHOWCASES.entries()) {
    const card = cards.nth(index);
    const link = card.getByRole("link", { name: showcase.title, exact: true });
    await expect(link).toHaveAttribute("href", `/services/${showcase.slug}`);
    await expect(card).toContainText(`from ${formatCoins(showcase.linkPrice)}`);
    // Every card carries exactly one chip, its page's badge (docs/features.md).
    await expect(card.getByTestId("showcase-badge")).toHaveText(showcase.badge);

    const { rating, reviewCount } = showcaseRating(showcase.slug);
    if (testInfo.project.name === "postgres") {
      await expect(card.getByText(`${rating} out of 5`, { exact: true })).toBeVisible();
      await expect(card.getByText(`(${reviewsLabel(reviewCount)})`, { exact: true })).toBeVisible();
    } else {
      // Other specs leave reviews of the options on this database: a rating, and no fewer reviews.
      await expect(card.getByText(/^[1-5]\.\d out of 5$/)).toBeVisible();
      const reviews = await card.getByText(/^\(\d+ reviews?\)$/).innerText();
      expect(Number(reviews.replace(/\D/g, ""))).toBeGreaterThanOrEqual(reviewCount);
    }
  }
});

test("a showcase card opens its service page", async ({ page }) => {
  await showcaseCards(page).getByRole("link", { name: "Tech Services", exact: true }).click();
  await expect(page).toHaveURL(/\/services\/tech-services$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tech Services" })).toBeVisible();
});

test("the footer links the marketplace, company and legal pages", async ({ page }) => {
  const footer = page.getByRole("contentinfo");
  const links: [name: string, href: string][] = [
    ["Browse Services", "/services"],
    ["Sign Up", "/signup"],
    ["Login", "/login"],
    ["Partner with Us", "/signup?type=org"],
    ["About Us", "/about"],
    ["Contact", "/contact"],
    ["Support", "/support"],
    ["Terms of Service", "/terms"],
    ["Privacy Policy", "/privacy"],
  ];
  for (const [name, href] of links) {
    const link = footer.getByRole("link", { name, exact: true });
    await expect(link, `footer link "${name}"`).toBeVisible();
    await expect(link, `footer link "${name}"`).toHaveAttribute("href", href);
  }
});

test("the footer has no dead links: the spec's API Documentation placeholder is live", async ({
  page,
}) => {
  // docs/spec.md lists dead placeholder links in the footer; they are real pages now (About, Contact,
  // Support, Privacy, and the API reference).
  const footer = page.getByRole("contentinfo");
  await expect(
    footer.getByRole("link", { name: "API Documentation", exact: true }),
  ).toHaveAttribute("href", "/docs/api");
  for (const link of await footer.getByRole("link").all()) {
    expect(await link.getAttribute("href")).not.toBe("#");
  }
});

test("the company and legal pages of the footer open with a heading", async ({ page }) => {
  const footer = page.getByRole("contentinfo");
  const names = ["About Us", "Contact", "Support", "Terms of Service", "Privacy Policy"];
  const hrefs: string[] = [];
  for (const name of names) {
    const href = await footer.getByRole("link", { name, exact: true }).getAttribute("href");
    expect(href, `href of footer link "${name}"`).toBeTruthy();
    hrefs.push(href ?? "");
  }
  for (const [index, href] of hrefs.entries()) {
    const response = await page.goto(href);
    expect(response?.status(), `status of ${href} (${names[index]})`).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
  }
});
