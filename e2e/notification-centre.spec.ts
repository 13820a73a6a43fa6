// The notification centre (docs/spec.md "Notifications"): the bell's live count and popover,
// /notifications, the preferences on /settings and a mail's unsubscribe page. Each test has a
// fresh customer of its own, whose notifications come from top-ups (a credited top-up notifies
// the payer, topic payments), so nothing another spec does changes its counts.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  apiAs,
  createVerifiedAccount,
  freshApi,
  heading,
  pathIs,
  signIn,
  type Account,
} from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { topUp } from "./support/org-bookings";
import { bellName } from "../components/notifications/bell-words";
import {
  NOTIFICATION_TEXT,
  PREFERENCE_TEXT,
  unsubscribedText,
  unsubscribeQuestion,
} from "../components/notifications/notification-messages";
import { INVALID_UNSUBSCRIBE_LINK } from "../lib/notifications/notification-messages";

test.describe.configure({ timeout: 120_000 });

interface Customer {
  account: Account;
  api: APIRequestContext;
}

async function freshCustomer(): Promise<Customer> {
  const account = await createVerifiedAccount({ name: "Noor Bellweather" });
  return { account, api: await apiAs(account) };
}

/** The bell of the bar in sight (the wide screen's, or the phone's beside the menu button). */
function bell(page: Page) {
  return page
    .getByRole("button", { name: /^Notifications(, \d+ unread)?$/ })
    .filter({ visible: true });
}

function menu(page: Page) {
  return page.getByRole("menu");
}

test("the bell counts new notifications live, and its popover opens, follows and marks them read", async ({
  page,
}) => {
  const customer = await freshCustomer();
  await signIn(page, customer.account, "/dashboard/user");
  await expect(bell(page)).toHaveAccessibleName(bellName(0));
  await expect(page.getByTestId("notification-badge")).toHaveCount(0);

  // Two top-ups made elsewhere (the API): the open page's bell counts them without a reload.
  await topUp(customer.api, 100);
  await topUp(customer.api, 100);
  await expect(bell(page)).toHaveAccessibleName(bellName(2));
  await expect(page.getByTestId("notification-badge").filter({ visible: true })).toHaveText("2");

  await bell(page).click();
  const items = menu(page).getByTestId("notification-menu-item");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toHaveAttribute("data-read", "false");
  await expectNoSeriousAxeViolations(page, "[data-testid=notification-menu]");

  // Escape closes it and gives the focus back to the bell.
  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // Following one goes where it links and marks it read.
  await bell(page).click();
  const href = await items.first().getAttribute("href");
  expect(href).toMatch(/^\/wallet\/receipts\//);
  await items.first().click();
  await expect(page).toHaveURL(pathIs(href ?? ""));
  await expect(bell(page)).toHaveAccessibleName(bellName(1));

  await bell(page).click();
  await expect(menu(page).locator("[data-read=false]")).toHaveCount(1);
  await menu(page).getByRole("menuitem", { name: NOTIFICATION_TEXT.markAllRead }).click();
  await expect(bell(page)).toHaveAccessibleName(bellName(0));
  await expect(menu(page).locator("[data-read=false]")).toHaveCount(0);

  await menu(page).getByRole("menuitem", { name: NOTIFICATION_TEXT.seeAll }).click();
  await expect(page).toHaveURL(pathIs("/notifications"));
  await expect(heading(page, "Notifications")).toBeVisible();
  await customer.api.dispose();
});

test("/notifications lists them, filters the unread ones, and marks them read", async ({
  page,
}) => {
  const customer = await freshCustomer();
  await signIn(page, customer.account, "/notifications");
  await expect(page.getByText(NOTIFICATION_TEXT.allCaughtUp)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await topUp(customer.api, 100);
  await topUp(customer.api, 100);
  await topUp(customer.api, 100);
  // A new one arriving reads the list again.
  const rows = page.getByTestId("notification");
  await expect(rows).toHaveCount(3);
  await expect(rows.and(page.locator("[data-read=false]"))).toHaveCount(3);

  // One read elsewhere (the API): the Unread tab lists the other two.
  const listed = await customer.api.get("/api/v1/notifications?limit=1");
  const [newest] = ((await listed.json()) as { data: { items: { id: string }[] } }).data.items;
  expect(newest).toBeDefined();
  const read = await customer.api.post(`/api/v1/notifications/${newest?.id}/read`);
  expect(read.status(), await read.text()).toBe(200);
  await page.getByRole("tab", { name: "Unread" }).click();
  await expect(page).toHaveURL(/\/notifications\?show=unread$/);
  await expect(rows).toHaveCount(2);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: NOTIFICATION_TEXT.markAllRead }).click();
  await expect(bell(page)).toHaveAccessibleName(bellName(0));
  await expect(page.getByText(NOTIFICATION_TEXT.noUnread)).toBeVisible();
  await page.getByRole("tab", { name: "All" }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.and(page.locator("[data-read=false]"))).toHaveCount(0);

  // Reloaded, the address keeps the filter.
  await page.goto("/notifications?show=unread");
  await expect(page.getByRole("tab", { name: "Unread" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(NOTIFICATION_TEXT.noUnread)).toBeVisible();
  await customer.api.dispose();
});

function preference(page: Page, label: string, channel: string) {
  return page
    .getByTestId("notification-preference")
    .filter({ hasText: label })
    .getByRole("checkbox", { name: `${label} ${channel}` });
}

test("a preference on /settings is saved on change and kept after a reload", async ({ page }) => {
  const customer = await freshCustomer();
  await signIn(page, customer.account, "/settings");
  const section = page.getByRole("region", { name: PREFERENCE_TEXT.title });
  await expect(section.getByTestId("notification-preference")).toHaveCount(4);
  const inApp = preference(page, "Payments", PREFERENCE_TEXT.inApp);
  await expect(inApp).toBeChecked();
  await inApp.click();
  await expect(inApp).not.toBeChecked();
  await expect(section.getByRole("status")).toHaveText(PREFERENCE_TEXT.saved);
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await expect(preference(page, "Payments", PREFERENCE_TEXT.inApp)).not.toBeChecked();
  await expect(preference(page, "Payments", PREFERENCE_TEXT.email)).toBeChecked();
  await expect(preference(page, "Bookings", PREFERENCE_TEXT.inApp)).toBeChecked();

  // Off in the product: a top-up now writes no notification.
  await topUp(customer.api, 100);
  const unread = await customer.api.get("/api/v1/notifications/unread");
  expect(((await unread.json()) as { data: { unread: number } }).data.unread).toBe(0);
  await customer.api.dispose();
});

interface DevMail {
  to: string;
  text: string;
}

/** The unsubscribe page's link at the foot of the newest mail to `to` that has one. */
async function unsubscribeLink(to: string): Promise<string> {
  const api = await freshApi();
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await api.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const mails = ((await response.json()) as { data: DevMail[] }).data;
      link = mails
        .map((mail) => mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0])
        .find(Boolean);
      return Boolean(link);
    })
    .toBe(true);
  await api.dispose();
  return new URL(link ?? "").pathname + new URL(link ?? "").search;
}

test("a mail's unsubscribe link asks first, then stops that kind of mail only", async ({
  page,
}) => {
  const customer = await freshCustomer();
  await topUp(customer.api, 100);
  const link = await unsubscribeLink(customer.account.email);

  // Signed out: the link needs no sign-in, and opening it changes nothing.
  await page.goto(link);
  await expect(heading(page, unsubscribeQuestion("payments"))).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const before = await customer.api.get("/api/v1/notifications/preferences");
  const topics = (
    (await before.json()) as { data: { topics: { topic: string; email: boolean }[] } }
  ).data.topics;
  expect(topics.find((row) => row.topic === "payments")?.email).toBe(true);

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(heading(page, "Unsubscribed")).toBeFocused();
  const masked = `${customer.account.email[0]}***${customer.account.email.slice(customer.account.email.indexOf("@"))}`;
  await expect(page.getByTestId("unsubscribe-done")).toContainText(
    unsubscribedText({ topic: "payments", email: masked }),
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Settings" })).toHaveAttribute(
    "href",
    "/settings",
  );

  await signIn(page, customer.account, "/settings");
  await expect(preference(page, "Payments", PREFERENCE_TEXT.email)).not.toBeChecked();
  await expect(preference(page, "Payments", PREFERENCE_TEXT.inApp)).toBeChecked();
  await expect(preference(page, "Bookings", PREFERENCE_TEXT.email)).toBeChecked();
  await customer.api.dispose();
});

test("a forged unsubscribe link says it is not valid", async ({ page }) => {
  await page.goto("/unsubscribe?token=Zm9yZ2Vk.c2lnbmF0dXJl");
  await expect(heading(page, "Link not valid")).toBeVisible();
  await expect(page.getByText(INVALID_UNSUBSCRIBE_LINK)).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  await page.goto("/unsubscribe");
  await expect(page.getByText(INVALID_UNSUBSCRIBE_LINK)).toBeVisible();
});

test("a page reads the counts once: the live stream's first event, or one read where there is no stream", async ({
  page,
}) => {
  const customer = await freshCustomer();
  await topUp(customer.api, 100);
  const reads: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/api/v1/live" || pathname === "/api/v1/live/counts") reads.push(pathname);
  });

  await signIn(page, customer.account, "/dashboard/user");
  await expect(bell(page)).toHaveAccessibleName(bellName(1));
  await expect.poll(() => reads).toEqual(["/api/v1/live"]);

  // A browser without EventSource polls: its first poll is the page's one read.
  reads.length = 0;
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "EventSource");
  });
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName(bellName(1));
  await expect.poll(() => reads).toEqual(["/api/v1/live/counts"]);
  await customer.api.dispose();
});
