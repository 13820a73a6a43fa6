// As docs/features.md says, on a desktop. An admin moderates seeing what customers will see: each
// card shows the service's picture, what is included, its duration and search tags, and Preview
// opens the catalogue's own card and detail (for a held edit, the version approval would list
// beside the live one), by keyboard as well. The navigation's queue badge follows each decision
// without a reload.
import { expect, type Page, type Request, type Response, test } from "@playwright/test";
import { DEMO, heading, mainNav, signIn, toast } from "./support/accounts";
import { offeringOrganization, serviceCard } from "./support/admin-services";
import { expectNoSeriousAxeViolations } from "./support/axe";

const PICTURE = "/images/showcase/tech-services.svg";
const NEW_PICTURE = "/images/showcase/event-passes.svg";

interface QueueReads {
  /** The services count of the latest of those reads answered so far. */
  latest: () => number | undefined;
  stop: () => void;
}

/**
 * Follows the reads of the queue counts that the page sends after a decision on a service has
 * been answered. A read already on its way when the admin decided (a refresh on focus) answers
 * the count from before; and other specs change the pending count meanwhile, so the page may read
 * it more than once after the decision: its badge shows the latest of those reads.
 */
function queueReadsAfterDecision(page: Page): QueueReads {
  const isQueues = (request: Request) => new URL(request.url()).pathname === "/api/v1/admin/queues";
  const isDecision = (request: Request) =>
    request.method() !== "GET" &&
    new URL(request.url()).pathname.startsWith("/api/v1/admin/services");
  let decided = false;
  // Each read's place in the order the page sent them, so a slow answer cannot pass a later one.
  const readsAfter = new Map<Request, number>();
  let latest: { sent: number; services: number } | undefined;
  const onRequest = (request: Request) => {
    if (decided && isQueues(request)) readsAfter.set(request, readsAfter.size);
  };
  const onResponse = (response: Response) => {
    const request = response.request();
    if (isDecision(request) && response.ok()) decided = true;
    const sent = readsAfter.get(request);
    if (sent === undefined || !response.ok()) return;
    response.json().then(
      (body: { data: { services: number } }) => {
        if (!latest || sent > latest.sent) latest = { sent, services: body.data.services };
      },
      // A body no longer there (the page closed at the test's end) is a read not answered.
      () => undefined,
    );
  };
  page.on("request", onRequest);
  page.on("response", onResponse);
  return {
    latest: () => latest?.services,
    stop: () => {
      page.off("request", onRequest);
      page.off("response", onResponse);
    },
  };
}

/** The navigation's Services link and badge show the latest count read after the decision. */
async function expectBadgeShowsLatestRead(page: Page, reads: QueueReads): Promise<void> {
  const link = mainNav(page).getByRole("link", { name: /^Services/ });
  const badge = mainNav(page).getByTestId("queue-badge-services");
  await expect(async () => {
    const count = reads.latest();
    expect(count, "a read of the queue counts sent after the decision").toBeDefined();
    const pending = count ?? 0;
    await expect(link).toHaveAccessibleName(
      pending === 0 ? "Services" : `Services, ${pending} pending`,
      { timeout: 1_000 },
    );
    if (pending > 0) {
      await expect(badge).toHaveText(pending > 99 ? "99+" : String(pending), { timeout: 1_000 });
    }
  }).toPass({ timeout: 10_000 });
  reads.stop();
}

test("an admin previews a new service and a held edit exactly as customers will see them", async ({
  page,
}) => {
  test.slow(); // an organization signs up and offers two services first
  const org = await offeringOrganization("Clear View");
  const stamp = Date.now().toString(36);
  const fresh = await org.offer(`Network Audit ${stamp}`, {
    images: [PICTURE],
    features: ["A site visit", "A written report"],
    duration: "3 hours",
    tags: ["networks", "wifi"],
  });
  const live = await org.live(`Laptop Tune-up ${stamp}`, { images: [PICTURE] });
  await org.propose(live, { images: [NEW_PICTURE] });
  await org.dispose();

  await signIn(page, DEMO.admin, `/admin/services?search=${encodeURIComponent(org.name)}`);
  await expect(heading(page, "Services")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(2);

  // The card itself (a picture's src may read as the absolute address once it has loaded): the picture, what is included, the duration and the search tags.
  const card = serviceCard(page, fresh.title);
  await expect(card.locator(`img[src$="${PICTURE}"]`)).toBeVisible();
  const included = card.getByRole("region", { name: `What's included in ${fresh.title}` });
  await expect(included.getByRole("listitem")).toHaveText(["A site visit", "A written report"]);
  await expect(card).toContainText("Duration3 hours");
  await expect(
    card.getByRole("region", { name: `Search tags of ${fresh.title}` }).getByRole("listitem"),
  ).toHaveText(["networks", "wifi"]);

  // Preview by keyboard: the catalogue's card and its opened detail; Escape returns to Preview.
  const previewButton = card.getByRole("button", { name: `Preview ${fresh.title} as customers` });
  await previewButton.focus();
  await page.keyboard.press("Enter");
  const preview = page.getByRole("dialog", { name: fresh.title });
  await expect(preview).toContainText("Customer preview");
  const tile = preview.getByTestId("service-card");
  await expect(tile.locator(`img[src$="${PICTURE}"]`)).toBeVisible();
  await expect(tile.getByTestId("service-price")).toHaveText("300 coins");
  await expect(tile).toContainText("3 hours");
  const opened = preview.getByRole("region", { name: "Opened by a customer" });
  await expect(opened.locator(`img[src$="${PICTURE}"]`)).toBeVisible();
  await expect(opened.getByRole("heading", { name: "What's included" })).toBeVisible();
  await expect(opened).toContainText("A written report");
  await expect(opened).toContainText("3 hours");
  // A preview books nothing: no Book Now, no balance.
  await expect(preview.getByRole("button", { name: "Book Now" })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, "[role=dialog]");
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
  await expect(previewButton).toBeFocused();

  // A held edit: the diff shows the pictures, and the preview shows both versions.
  const edited = serviceCard(page, live.title);
  const diff = edited.getByRole("region", { name: `Edit waiting for review of ${live.title}` });
  await expect(diff.locator(`img[src$="${NEW_PICTURE}"]`)).toBeVisible();
  await expect(diff.locator(`img[src$="${PICTURE}"]`)).toBeVisible();
  await edited.getByRole("button", { name: `Preview ${live.title} as customers` }).click();
  const editPreview = page.getByRole("dialog", { name: live.title });
  const after = editPreview.getByRole("tab", { name: "After this edit" });
  await expect(after).toHaveAttribute("aria-selected", "true");
  await expect(editPreview.getByTestId("service-card").locator("img")).toHaveAttribute(
    "src",
    new RegExp(`${NEW_PICTURE}$`),
  );
  await after.focus();
  await page.keyboard.press("ArrowRight");
  await expect(editPreview.getByRole("tab", { name: "Live now" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(editPreview.getByTestId("service-card").locator("img")).toHaveAttribute(
    "src",
    new RegExp(`${PICTURE}$`),
  );
  await editPreview.getByRole("button", { name: "Close" }).click();
  await expect(editPreview).toBeHidden();
});

test("the Services badge follows each decision without a reload", async ({ page }) => {
  test.slow(); // an organization signs up and offers two services first
  const org = await offeringOrganization("Badge Works");
  const stamp = Date.now().toString(36);
  const first = await org.offer(`Badge Check One ${stamp}`);
  const second = await org.offer(`Badge Check Two ${stamp}`);
  await org.dispose();

  await signIn(
    page,
    DEMO.admin,
    `/admin/services?status=pending&search=${encodeURIComponent(org.name)}`,
  );
  await expect(page.getByRole("article")).toHaveCount(2);
  const badge = mainNav(page).getByTestId("queue-badge-services");
  await expect(badge).toBeVisible();

  // Approve one: the counts are read again at once, and the badge shows what they say.
  let reads = queueReadsAfterDecision(page);
  await serviceCard(page, first.title).getByRole("button", { name: "Approve" }).click();
  await page
    .getByRole("dialog", { name: `Approve ${first.title}?` })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(toast(page, "Service Approved")).toBeVisible();
  await expectBadgeShowsLatestRead(page, reads);

  // Delete the other while still pending: the badge follows again.
  reads = queueReadsAfterDecision(page);
  await serviceCard(page, second.title).getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("alertdialog", { name: `Delete ${second.title} permanently?` })
    .getByRole("button", { name: "Delete Permanently" })
    .click();
  await expect(toast(page, "Service Deleted")).toBeVisible();
  await expectBadgeShowsLatestRead(page, reads);
});
