// The admin's walk-through (docs/features.md) in one browser session: the admin reads the dashboard, approves a
// pending service and a live service's new price, asks for changes on another, suspends a user
// with a reason (their next request is refused, their sign-in shows why), changes a role,
// approves one conversion and rejects another, exports the conversions as CSV, and finds every
// one of these decisions in the audit log, in its sequence, with the admin as the actor.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import {
  createVerifiedAccount,
  DASHBOARDS,
  DEMO,
  freshApi,
  heading,
  signIn,
  toast,
} from "./support/accounts";
import { conversionRow, requestingOrganization } from "./support/admin-conversions";
import { offeringOrganization, serviceCard } from "./support/admin-services";
import {
  expectSignInRefusedWithReason,
  findUser,
  makeOrganization,
  suspendWithReason,
} from "./support/admin-users";
import { expectNoSeriousAxeViolations } from "./support/axe";
import {
  CONVERSION_APPROVED_TITLE,
  CONVERSION_REJECTED_TITLE,
  DEFAULT_REJECTION_REASON,
} from "../lib/conversions/admin-messages";

const REASON = "Paid with a card reported stolen";

/** The audit log filtered to one entity: the entry of this action, by the demo admin. */
async function expectAudited(page: Page, entityId: string, action: string) {
  await page.goto(`/admin/audit?entityId=${encodeURIComponent(entityId)}`);
  const entry = page.getByTestId("audit-entry").filter({ hasText: action });
  await expect(entry.first()).toBeVisible();
  await expect(entry.first()).toContainText(DEMO.admin.email);
  await expect(entry.first()).toContainText("as admin");
  return Number((await entry.first().locator("span.font-mono").first().innerText()).slice(1));
}

async function bearerOf(email: string, password: string): Promise<string> {
  const api = await freshApi();
  try {
    const login = await api.post("/api/v1/auth/login", {
      data: { email, password, issueToken: true },
    });
    expect(login.status(), await login.text()).toBe(200);
    return ((await login.json()) as { data: { token: string } }).data.token;
  } finally {
    await api.dispose();
  }
}

test("an admin's day: moderation, a suspension, a role, conversions, the CSV and the audit log", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const org = await offeringOrganization("Journey Works");
  const pending = await org.offer(`Journey Audit ${stamp}`);
  const another = await org.offer(`Journey Review ${stamp}`);
  const live = await org.live(`Journey Live ${stamp}`);
  await org.proposePrice(live, 420);
  await org.dispose();
  const suspect = await createVerifiedAccount({ name: "Sasha Suspect" });
  const suspectToken = await bearerOf(suspect.email, suspect.password);
  const promoted = await createVerifiedAccount({ name: "Rhea Promoted" });
  const requester = await requestingOrganization([120, 80], `Journey ${stamp}`);
  const [approveId, rejectId] = requester.ids as [string, string];

  // The dashboard: its pending figure is the API's, and it counts this test's work.
  await signIn(page, DEMO.admin, DASHBOARDS.admin);
  await expect(async () => {
    await page.reload();
    const answer = await page.request.get("/api/v1/admin/dashboard");
    const data = ((await answer.json()) as { data: { pending: { total: number } } }).data;
    expect(data.pending.total).toBeGreaterThanOrEqual(5);
    await expect(page.getByTestId("admin-figure-pending").getByTestId("figure-value")).toHaveText(
      data.pending.total.toLocaleString("en-US"),
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 20_000 });

  // Services: approve one, ask for changes on another, approve a live service's new price.
  await page.goto(`/admin/services?search=${encodeURIComponent(org.name)}`);
  await expect(heading(page, "Services")).toBeVisible();
  await serviceCard(page, pending.title).getByRole("button", { name: "Approve" }).click();
  await page
    .getByRole("dialog", { name: `Approve ${pending.title}?` })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(toast(page, "Service Approved")).toBeVisible();
  await serviceCard(page, another.title).getByRole("button", { name: "Request changes" }).click();
  const ask = page.getByRole("dialog", { name: `Request changes to ${another.title}` });
  await ask.getByLabel("What should change").fill("Name the rooms the plan covers.");
  await ask.getByRole("button", { name: "Request changes" }).click();
  await expect(serviceCard(page, another.title)).toContainText("Changes requested");
  await page.goto(`/admin/services?status=pending_change&search=${encodeURIComponent(org.name)}`);
  const edit = serviceCard(page, live.title).getByRole("region", {
    name: `Edit waiting for review of ${live.title}`,
  });
  await expect(edit).toContainText("420 coins");
  await edit.getByRole("button", { name: "Approve" }).click();
  await page
    .getByRole("dialog", { name: `Approve the edit of ${live.title}?` })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(page.getByText("No services found")).toBeVisible();

  // Users: a suspension with a reason takes effect on the very next request; a role changes.
  await page.goto("/admin/users");
  const suspectEntry = await findUser(page, suspect);
  await suspendWithReason(page, suspectEntry, suspect, REASON);
  const refused = await page.request.get("/api/v1/auth/profile", {
    headers: { authorization: `Bearer ${suspectToken}`, cookie: "" },
  });
  // A suspension also revokes every credential the account held: its token no longer works.
  expect(refused.status()).toBe(401);
  await expectSignInRefusedWithReason(browser, suspect, REASON);
  await makeOrganization(page, await findUser(page, promoted), promoted);

  // Conversions: approve one, reject another, export the history as CSV.
  await page.goto("/admin/conversions");
  await conversionRow(page, "Pending requests", approveId)
    .getByRole("button", { name: "Approve" })
    .click();
  await page
    .getByRole("alertdialog", { name: "Approve this conversion?" })
    .getByRole("button", { name: "Approve", exact: true })
    .click();
  await expect(toast(page, CONVERSION_APPROVED_TITLE)).toBeVisible();
  await conversionRow(page, "Pending requests", rejectId)
    .getByRole("button", { name: "Reject" })
    .click();
  await page
    .getByRole("alertdialog", { name: "Reject this conversion?" })
    .getByRole("button", { name: "Reject", exact: true })
    .click();
  await expect(toast(page, CONVERSION_REJECTED_TITLE)).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await readFile((await (await downloading).path()) ?? "", "utf8");
  const rowOf = (id: string) => csv.split("\r\n").find((line) => line.startsWith(`${id},`));
  // Approved: processing until its payout is recorded.
  expect(rowOf(approveId)).toContain(",processing,");
  expect(rowOf(rejectId)).toContain(DEFAULT_REJECTION_REASON);

  // The audit log: each decision, by this admin acting as admin, in one strict sequence.
  const seqs = [
    await expectAudited(page, pending.id, "service.approved"),
    await expectAudited(page, another.id, "service.changes_requested"),
    await expectAudited(page, live.id, "service.change_approved"),
    await expectAudited(page, suspect.id, "user.suspend"),
    await expectAudited(page, promoted.id, "user.role_change"),
    await expectAudited(page, approveId, "conversion.approved"),
    await expectAudited(page, rejectId, "conversion.rejected"),
  ];
  expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
  await expect(page.getByTestId("audit-entry").first()).toContainText(rejectId);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "Verify chain" }).click();
  await expect(page.getByText(/^Chain intact: [\d,]+ entries verified/)).toBeVisible();
});
