// The organization's profile (docs/features.md): an organization signs up under its own name,
// edits its profile, and its public page shows it with its live services; every catalogue card
// names its organization with a link to that page.
import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  DASHBOARDS,
  DEMO,
  PASSWORD,
  adminToken,
  formAlert,
  freshApi,
  heading,
  openAccountMenu,
  signIn,
  toast,
  uniqueEmail,
  verifyThroughJsonMailbox,
} from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { WEBSITE_ADDRESS } from "../lib/validations/organization-profile";

/** A live service of the organization: offered with its token, approved by the demo admin. */
async function liveServiceOf(api: APIRequestContext, email: string, title: string) {
  const login = await api.post("/api/v1/auth/login", {
    data: { email, password: PASSWORD, issueToken: true },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const offered = await api.post("/api/v1/services", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      description: "Portraits for your team page, edited and delivered in a week.",
      price: 80,
      category: "creative",
    },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const { id } = ((await offered.json()) as { data: { id: string } }).data;
  const approved = await api.post(`/api/v1/admin/services/${id}/approve`, {
    headers: { authorization: `Bearer ${await adminToken(api)}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

test("an organization signs up under its name, edits its profile, and its page shows it with its live services", async ({
  page,
}) => {
  test.slow(); // sign-up, verification, an approval and three pages
  const email = uniqueEmail("org-profile");
  const organizationName = `Lumen Studio ${Date.now()}`;
  await page.goto("/signup?type=org");
  await page.getByLabel("Organization name").fill(organizationName);
  await page.getByLabel("Full name").fill("Ines Ortega");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("checkbox", { name: /terms/i }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(heading(page, "Welcome Back")).toBeVisible();

  const api = await freshApi();
  try {
    await verifyThroughJsonMailbox(api, email);
    await liveServiceOf(api, email, `Team Portraits ${Date.now()}`);
  } finally {
    await api.dispose();
  }
  await signIn(page, { email, password: PASSWORD }, DASHBOARDS.org);

  // The account menu leads to the profile, named as the organization signed up.
  const menu = await openAccountMenu(page);
  await menu.getByRole("menuitem", { name: "Organization Profile" }).click();
  await expect(heading(page, "Organization Profile")).toBeVisible();
  await expect(page.getByLabel("Organization name")).toHaveValue(organizationName);

  // A website that is not http(s) is refused at its field.
  await page.getByLabel("Website").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save profile" }).click();
  // The logo picker keeps an alert of its own (empty): the form's is the one with the message.
  await expect(formAlert(page).filter({ hasText: /\S/ })).toHaveText(WEBSITE_ADDRESS);
  await expect(page.getByLabel("Website")).toBeFocused();

  await page.getByLabel("Description").fill("Photography and video for small brands.");
  await page.getByLabel("Website").fill("lumen.example.com");
  await page.getByLabel("Contact email").fill("Hello@Lumen.example.com");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(toast(page, "Profile Updated")).toBeVisible();
  await expect(page.getByLabel("Website")).toHaveValue("https://lumen.example.com");
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("link", { name: "View public page" }).click();
  await expect(page).toHaveURL(/\/orgs\/[^/]+$/);
  await expect(heading(page, organizationName)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(organizationName));
  const main = page.getByRole("main");
  await expect(main.getByText("Photography and video for small brands.")).toBeVisible();
  await expect(page.getByTestId("organization-rating")).toHaveText("No ratings yet");
  const website = main.getByRole("link", { name: /^lumen\.example\.com/ });
  await expect(website).toHaveAttribute("href", "https://lumen.example.com");
  await expect(website).toHaveAttribute("rel", "noopener nofollow ugc");
  await expect(website).toHaveAttribute("target", "_blank");
  await expect(main.getByRole("link", { name: "hello@lumen.example.com" })).toHaveAttribute(
    "href",
    "mailto:hello@lumen.example.com",
  );
  const services = page.getByTestId("organization-services");
  await expect(services.getByRole("article")).toHaveCount(1);
  await expect(services).toContainText("Team Portraits");
  await expectNoSeriousAxeViolations(page);
});

test("a catalogue card names its organization with a link to the organization's page", async ({
  page,
}) => {
  await signIn(page, DEMO.user, "/services");
  const card = page.getByTestId("service-card").first();
  const link = card.getByTestId("organization-link");
  const name = (await link.innerText()).trim();
  expect(name).not.toBe("");
  await link.click();
  await expect(page).toHaveURL(/\/orgs\/[^/]+$/);
  await expect(heading(page, name)).toBeVisible();
  await expect(page.getByTestId("verified-badge")).toHaveText("Verified organization");
  await expect(page.getByTestId("organization-rating")).toHaveText(
    /^\d\.\d out of 5 \(\d+ reviews?\)$/,
  );
  await expect(page.getByTestId("organization-services").getByRole("article")).not.toHaveCount(0);
});

test("an unknown organization's page is not found", async ({ page }) => {
  const response = await page.goto("/orgs/no-such-organization");
  expect(response?.status()).toBe(404);
});
