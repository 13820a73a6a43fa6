// An organization's whole way, as docs/features.md describes it: it fills its profile with a logo,
// offers a service with an image, edits it as the admin asked and gets it approved, is booked by a
// customer and delivers the booking, which the customer accepts, sees its dashboard move, converts
// coins the admin then approves, and edits the live price, which waits while the approved one
// stays bookable.
import { expect, request, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  DASHBOARDS,
  adminToken,
  createVerifiedAccount,
  freshApi,
  randomClientAddress,
  registerAccount,
  toast,
  signIn,
  verifyThroughJsonMailbox,
} from "./support/accounts";
import { completeClearingAtOnce } from "./support/clearing";
import { acceptThroughApi, deliverInDialog, topUp } from "./support/org-bookings";
import { chooseOption } from "./support/select";
import { CONVERSION_SUBMITTED_TITLE } from "../lib/conversions/messages";

const picture = (background: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .png()
    .toBuffer();

async function choosePicture(page: Page, button: string, background: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: button }).first().click();
  await (
    await chooser
  ).setFiles({ name: "picture.png", mimeType: "image/png", buffer: await picture(background) });
}

async function asAdmin<T>(
  work: (api: APIRequestContext, headers: Record<string, string>) => Promise<T>,
) {
  const api = await freshApi();
  try {
    return await work(api, { authorization: `Bearer ${await adminToken(api)}` });
  } finally {
    await api.dispose();
  }
}

async function pendingServiceId(
  api: APIRequestContext,
  headers: Record<string, string>,
  title: string,
) {
  const queue = await api.get("/api/v1/admin/services?status=pending&limit=50", { headers });
  const body = (await queue.json()) as { data: { items: { id: string; title: string }[] } };
  const service = body.data.items.find((item) => item.title === title);
  expect(service, `${title} waits for review`).toBeDefined();
  return service!.id;
}

test("an organization's way from profile to approved conversion", async ({ page }) => {
  test.setTimeout(180_000);
  const orgName = `Lantern Works ${Date.now()}`;
  // With an authenticator app: an organization needs one to save payout details and convert.
  const org = await createVerifiedAccount({
    role: "org",
    name: "Noor Haddad",
    organizationName: orgName,
    secondFactor: true,
  });
  await signIn(page, org, DASHBOARDS.org);

  // The profile, with a logo.
  await page.goto("/org/profile");
  await expect(page.getByLabel("Organization name")).toHaveValue(orgName);
  await page.getByLabel("Description").fill("Lighting design for homes and shops.");
  await choosePicture(page, "Add image", "#f59e0b");
  await expect(page.getByRole("img", { name: "Logo 1 of 1" })).toBeVisible();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(toast(page, "Profile Updated")).toBeVisible();

  // A service with an image: pending review.
  await page.goto("/org/services");
  await page.getByRole("button", { name: "Add Your First Service" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Service" });
  const title = `Lighting Plan ${Date.now()}`;
  await dialog.getByLabel("Title").fill(title);
  await dialog
    .getByLabel("Description")
    .fill("A lighting plan for one room, with a shopping list.");
  await dialog.getByLabel("Price (coins)").fill("150");
  await chooseOption(page, dialog.getByLabel("Category"), "Design");
  await choosePicture(page, "Add image", "#2563eb");
  await expect(dialog.getByRole("img", { name: "Image 1 of 1" })).toBeVisible();
  await dialog.getByRole("button", { name: "Add Service" }).click();
  await expect(toast(page, "Service Created")).toBeVisible();
  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("Pending review");

  // The admin asks for changes; the organization edits, which sends it for review again.
  const serviceId = await asAdmin(async (api, headers) => {
    const id = await pendingServiceId(api, headers, title);
    const asked = await api.post(`/api/v1/admin/services/${id}/request-changes`, {
      headers,
      data: { note: "Say how many rooms the plan covers." },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    return id;
  });
  await page.reload();
  await expect(card).toContainText("Changes requested");
  await expect(card).toContainText("Say how many rooms the plan covers.");
  await card.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Service" });
  await edit
    .getByLabel("Description")
    .fill("A lighting plan for one room (up to 30 m²), with a shopping list.");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(card).toContainText("Pending review");
  await asAdmin(async (api, headers) => {
    const approved = await api.post(`/api/v1/admin/services/${serviceId}/approve`, { headers });
    expect(approved.status(), await approved.text()).toBe(200);
  });

  // Listed in the catalogue under the organization's name, and on the organization's own page.
  const listing = await page.request.get(`/api/v1/services?search=${encodeURIComponent(title)}`);
  const { items } = (
    (await listing.json()) as {
      data: { items: { id: string; organizationId: string; organizationName: string }[] };
    }
  ).data;
  const listed = items.find((item) => item.id === serviceId);
  expect(listed?.organizationName).toBe(orgName);
  await page.goto(`/orgs/${listed!.organizationId}`);
  await expect(page.getByRole("heading", { name: orgName })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();

  // A customer books it; the organization marks it delivered on its dashboard.
  const customerSetup = await freshApi();
  const customer = await registerAccount(customerSetup, { name: "Ravi Buyer" });
  await verifyThroughJsonMailbox(customerSetup, customer.email);
  const login = await customerSetup.post("/api/v1/auth/login", {
    data: { email: customer.email, password: customer.password, issueToken: true },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  await customerSetup.dispose();
  const customerApi = await request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: {
      authorization: `Bearer ${token}`,
      "x-forwarded-for": randomClientAddress(),
    },
  });
  await topUp(customerApi, 150);
  const booked = await customerApi.post(`/api/v1/services/${serviceId}/book`);
  expect(booked.status(), await booked.text()).toBe(201);
  const { id: bookingId, bookingReference } = (
    (await booked.json()) as { data: { id: string; bookingReference: string } }
  ).data;

  await page.goto("/dashboard/org");
  const row = page.locator(`[data-testid="org-booking"][data-reference="${bookingReference}"]`);
  await deliverInDialog(page, row, title, "The work is done: the files are on their way.");
  // The customer accepts; the coins clear at once here (./support/clearing.ts), so the
  // organization can convert them in this test.
  await completeClearingAtOnce(() => acceptThroughApi(customerApi, bookingId));
  await customerApi.dispose();
  await page.reload();
  // Earned: the 150 less the platform's 15% commission (22.5, the organization's share rounded
  // down to 127).
  await expect(page.getByTestId("figure-totalEarned").getByTestId("figure-value")).toContainText(
    "127",
  );
  await expect(
    page.getByTestId("figure-availableToConvert").getByTestId("figure-value"),
  ).toContainText("127");

  // Payout details, a request, the admin's approval.
  await page.goto("/org/convert");
  await page.getByRole("button", { name: "Add INR payout details" }).click();
  const payout = page.getByRole("dialog", { name: "INR payout details" });
  await payout.getByLabel("Account holder").fill("Noor Haddad");
  await payout.getByLabel("Account number").fill("123456789012");
  await payout.getByLabel("IFSC").fill("HDFC0001234");
  await payout.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByTestId("payout-INR")).toContainText("A/c ••••9012 · HDFC0001234");
  // Not verified yet: the screen says why before the organization tries; an admin verifies it.
  await expect(page.getByTestId("verification-needed")).toContainText(
    "Only verified organizations can convert coins to money.",
  );
  await expect(page.getByRole("button", { name: "Request Conversion" })).toBeDisabled();
  await asAdmin(async (api, headers) => {
    const verified = await api.put(`/api/v1/admin/users/${org.id}/verification`, {
      headers,
      data: { verified: true, note: "Trade licence checked" },
    });
    expect(verified.status(), await verified.text()).toBe(200);
  });
  await page.reload();
  await expect(page.getByTestId("verification-needed")).toHaveCount(0);
  await page.getByLabel("Amount (coins)").fill("120");
  await page.getByRole("button", { name: "Request Conversion" }).click();
  await expect(toast(page, CONVERSION_SUBMITTED_TITLE)).toBeVisible();
  const conversionRow = page.getByTestId("conversion-row").first();
  await expect(conversionRow.getByTestId("conversion-status")).toHaveText("Pending");
  await asAdmin(async (api, headers) => {
    const pending = await api.get("/api/v1/conversions?status=pending&limit=50", { headers });
    const items = (
      (await pending.json()) as {
        data: { items: { id: string; organization: { name: string } }[] };
      }
    ).data.items;
    const mine = items.find((item) => item.organization.name === orgName);
    expect(mine, "the request in the admin's queue").toBeDefined();
    const approved = await api.post(`/api/v1/conversions/${mine!.id}/approve`, { headers });
    expect(approved.status(), await approved.text()).toBe(200);
  });
  await page.reload();
  // Approved is not paid: processing until the transfer is confirmed.
  await expect(conversionRow.getByTestId("conversion-status")).toHaveText("Processing");
  await expect(conversionRow).not.toContainText("Not yet");
  await expect(page.getByRole("group", { name: "Available to convert" })).toContainText("7 coins");

  // A new price of the live service waits; the approved one stays bookable.
  await page.goto("/org/services");
  await card.getByRole("button", { name: "Edit" }).click();
  await edit.getByLabel("Price (coins)").fill("180");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(card).toContainText("Edit waiting for review: new price (180 coins)");
  const live = await page.request.get(`/api/v1/services/${serviceId}`);
  expect(((await live.json()) as { data: { price: number } }).data.price).toBe(150);
});
