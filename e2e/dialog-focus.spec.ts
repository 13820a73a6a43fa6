// Every dialog of the app gives focus back when it closes (docs/features.md, "Dialogs"): Escape
// returns it to the control that opened the dialog, and so does the dialog's main action, unless
// that action took the control away; then focus goes where the screen says (the booking's card,
// the list's heading), never to the page's body. Each dialog is opened by keyboard from its
// control, closed with Escape, opened again and closed by its main action.
//
// Not here: the Fees & rates page's dialogs (e2e/admin-settings.spec.ts, run apart because they
// change the money rules); "Ask to cancel" and the organization's answers to it (Accept
// cancellation, Decline), which need a booking past its free 24 hours, which no spec can make;
// they use the same frame and focus rule as "Report a problem" and "Respond" here.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { createVerifiedAccount, DEMO, heading, signIn, toast } from "./support/accounts";
import { conversionRow, requestingOrganization } from "./support/admin-conversions";
import { findOrderOf, freshPayer, openAdminPayments } from "./support/admin-payments";
import { offeringOrganization, serviceCard } from "./support/admin-services";
import { findUser, openAdminUsers } from "./support/admin-users";
import { bookingRow as customerRow } from "./support/bookings";
import { deliveredBooking } from "./support/disputes";
import {
  bookingRow as orgRow,
  bookServiceOf,
  DEMO_ORGANIZATION,
  expect,
  showBookings,
  test,
} from "./support/org-bookings";
import { topUp } from "./support/payment";
import { chooseOption } from "./support/select";
import { CONVERSION_APPROVED_TITLE } from "../lib/conversions/admin-messages";

/** Several people and many dialogs a test: more than the default on a busy machine. */
test.describe.configure({ timeout: 180_000 });

/** Opens the dialog as a keyboard user does: focus on its control, then Enter. */
async function openFrom(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  // Some controls are drawn disabled until their dialog's code is there.
  await expect(opener).toBeEnabled();
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
}

/** Opens the dialog from its control, closes it with Escape: focus is back on the control. */
async function escapeReturns(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await openFrom(page, opener, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** Runs the dialog's main action; focus lands on `target` (the control that opened it if kept). */
async function actionReturns(
  dialog: Locator,
  act: () => Promise<void>,
  target: Locator,
): Promise<void> {
  await act();
  await expect(dialog).toBeHidden();
  await expect(target).toBeFocused();
}

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test("a customer's catalogue dialog and booking cancellation", async ({ page }) => {
  const account = await createVerifiedAccount({ name: "Fern Focusfield" });
  await signIn(page, account, "/dashboard/user");
  await topUp(page, 500);
  const title = "Mobile App UI Design (5 Screens)";
  await page.goto(`/services?search=${encodeURIComponent(title)}`);

  // The catalogue's dialog: Escape, then Book Now.
  const card = page.getByTestId("service-card").filter({ hasText: title }).locator("h3 button");
  const detail = page.getByRole("dialog", { name: title });
  await escapeReturns(page, card, detail);
  await openFrom(page, card, detail);
  await actionReturns(detail, () => detail.getByRole("button", { name: "Book Now" }).click(), card);

  // Cancel this booking?: kept with Escape; cancelled, its card takes focus (the button is gone).
  await page.goto("/bookings");
  const row = page.getByTestId("booking-row").filter({ hasText: title });
  const cancel = row.getByRole("button", { name: "Cancel Booking" });
  const confirm = page.getByRole("alertdialog", { name: "Cancel this booking?" });
  await escapeReturns(page, cancel, confirm);
  await openFrom(page, cancel, confirm);
  await actionReturns(
    confirm,
    () => confirm.getByRole("button", { name: "Cancel Booking" }).click(),
    row,
  );
});

test("a delivered booking's dialogs: accept, report, respond, offer, withdraw", async ({
  page,
}) => {
  const accepted = await deliveredBooking(40, "Focus Accept");
  const disputed = await deliveredBooking(40, "Focus Report");
  const withdrawn = await deliveredBooking(40, "Focus Withdraw");
  try {
    // Accept this delivery?
    await signIn(page, accepted.customer, "/bookings?status=delivered");
    let row = customerRow(page, accepted.booking.id);
    const accept = row.getByRole("button", { name: "Accept", exact: true });
    const acceptDialog = page.getByRole("alertdialog", { name: "Accept this delivery?" });
    await escapeReturns(page, accept, acceptDialog);
    await openFrom(page, accept, acceptDialog);
    await actionReturns(
      acceptDialog,
      () => acceptDialog.getByRole("button", { name: "Accept delivery" }).click(),
      row,
    );

    // Report a problem, then the withdrawal it offers (kept).
    await page.context().clearCookies();
    await signIn(page, disputed.customer, "/bookings?status=delivered");
    row = customerRow(page, disputed.booking.id);
    const report = row.getByRole("button", { name: "Report a problem" });
    const form = page.getByRole("dialog", { name: "Report a problem" });
    await escapeReturns(page, report, form);
    await openFrom(page, report, form);
    await form.getByLabel("What is wrong?").selectOption({ label: "It is not as described" });
    await form.getByLabel("What happened").fill("Only half of the plan was checked.");
    await actionReturns(
      form,
      () => form.getByRole("button", { name: "Report the problem" }).click(),
      row,
    );
    await expect(toast(page, "Problem reported")).toBeVisible();
    await escapeReturns(
      page,
      row.getByRole("button", { name: "Withdraw and accept the delivery" }),
      page.getByRole("alertdialog", { name: "Withdraw the dispute?" }),
    );

    // The organization responds with an offer.
    await page.context().clearCookies();
    await signIn(page, disputed.org, "/dashboard/org");
    await showBookings(page, "In dispute");
    const orgBooking = orgRow(page, disputed.booking.bookingReference);
    const respond = orgBooking.getByRole("button", {
      name: `Respond: ${disputed.booking.bookingReference}`,
    });
    const answer = page.getByRole("dialog", { name: "Respond to the dispute" });
    await escapeReturns(page, respond, answer);
    await openFrom(page, respond, answer);
    await answer.getByLabel("Your side").fill("Both floors are in the notes.");
    await answer.getByLabel("Offer coins back (optional)").fill("10");
    await actionReturns(
      answer,
      () => answer.getByRole("button", { name: "Send response" }).click(),
      orgBooking,
    );

    // The customer's answers to the offer: ask an admin, then accept the offer after all.
    await page.context().clearCookies();
    await signIn(page, disputed.customer, "/bookings?status=disputed");
    const offer = row.getByRole("button", { name: "Accept offer" });
    const offerDialog = page.getByRole("alertdialog", { name: "Accept the offer?" });
    await escapeReturns(page, offer, offerDialog);
    const askAdmin = row.getByRole("button", { name: "Ask an admin to decide" });
    const askDialog = page.getByRole("alertdialog", { name: "Ask an admin to decide?" });
    await escapeReturns(page, askAdmin, askDialog);
    await openFrom(page, askAdmin, askDialog);
    await actionReturns(
      askDialog,
      () => askDialog.getByRole("button", { name: "Ask an admin" }).click(),
      row,
    );
    await openFrom(page, offer, offerDialog);
    await actionReturns(
      offerDialog,
      () => offerDialog.getByRole("button", { name: "Accept offer" }).click(),
      row,
    );

    // Withdraw the dispute: its main action.
    await dataOf(
      await withdrawn.customerApi.post(`/api/v1/users/bookings/${withdrawn.booking.id}/dispute`, {
        data: { reason: "quality", statement: "The plan misses the second floor." },
      }),
    );
    await page.context().clearCookies();
    await signIn(page, withdrawn.customer, "/bookings?status=disputed");
    row = customerRow(page, withdrawn.booking.id);
    const withdraw = row.getByRole("button", { name: "Withdraw and accept the delivery" });
    const withdrawDialog = page.getByRole("alertdialog", { name: "Withdraw the dispute?" });
    await openFrom(page, withdraw, withdrawDialog);
    await actionReturns(
      withdrawDialog,
      () => withdrawDialog.getByRole("button", { name: "Withdraw dispute" }).click(),
      row,
    );
  } finally {
    for (const booking of [accepted, disputed, withdrawn]) {
      await booking.customerApi.dispose();
      await booking.orgApi.dispose();
    }
  }
});

test("an organization's Deliver and Cancel of a booking", async ({ page, customer }) => {
  const { booking: toDeliver } = await bookServiceOf(customer, DEMO_ORGANIZATION);
  const { booking: toCancel } = await bookServiceOf(customer, DEMO_ORGANIZATION);
  await signIn(page, DEMO.org, "/dashboard/org");

  const delivering = orgRow(page, toDeliver.bookingReference);
  const deliver = delivering.getByRole("button", {
    name: `Deliver: ${toDeliver.bookingReference}`,
  });
  const deliverDialog = page.getByRole("dialog", { name: `Deliver ${toDeliver.serviceTitle}` });
  await escapeReturns(page, deliver, deliverDialog);
  await openFrom(page, deliver, deliverDialog);
  await deliverDialog.getByLabel("Delivery message").fill("Delivered: the notes are here.");
  await actionReturns(
    deliverDialog,
    () => deliverDialog.getByRole("button", { name: "Deliver", exact: true }).click(),
    delivering,
  );

  const cancelling = orgRow(page, toCancel.bookingReference);
  const cancel = cancelling.getByRole("button", { name: `Cancel: ${toCancel.bookingReference}` });
  const cancelDialog = page.getByRole("alertdialog", { name: "Cancel this booking?" });
  await escapeReturns(page, cancel, cancelDialog);
  await openFrom(page, cancel, cancelDialog);
  await actionReturns(
    cancelDialog,
    () => cancelDialog.getByRole("button", { name: "Cancel booking" }).click(),
    cancelling,
  );
});

test("an organization's first service: add, edit and delete", async ({ page }) => {
  const org = await createVerifiedAccount({ role: "org", name: "Nell Focuswright" });
  await signIn(page, org, "/org/services");
  await expect(heading(page, "My Services")).toBeVisible();

  // Add Service from the empty state: kept with Escape; added, the empty state's button gives way
  // to the header's Add Service, which takes focus.
  const first = page.getByRole("button", { name: "Add Your First Service" });
  const addDialog = page.getByRole("dialog", { name: "Add Service" });
  await escapeReturns(page, first, addDialog);
  await openFrom(page, first, addDialog);
  const title = `Focus Audit ${Date.now()}`;
  await addDialog.getByLabel("Title", { exact: true }).fill(title);
  await addDialog.getByLabel("Description", { exact: true }).fill("An audit of one site.");
  await addDialog.getByLabel("Price (coins)").fill("120");
  await chooseOption(page, addDialog.getByLabel("Category", { exact: true }), "Consulting");
  await actionReturns(
    addDialog,
    () => addDialog.getByRole("button", { name: "Add Service" }).click(),
    page.getByRole("button", { name: "Add Service", exact: true }),
  );

  // The header's Add Service, kept.
  await escapeReturns(
    page,
    page.getByRole("button", { name: "Add Service", exact: true }),
    addDialog,
  );

  // Edit Service: kept, then saved.
  const card = page.getByRole("article", { name: title });
  const edit = card.getByRole("button", { name: "Edit" });
  const editDialog = page.getByRole("dialog", { name: "Edit Service" });
  await escapeReturns(page, edit, editDialog);
  await openFrom(page, edit, editDialog);
  await editDialog.getByLabel("Price (coins)").fill("130");
  await actionReturns(
    editDialog,
    () => editDialog.getByRole("button", { name: "Save Changes" }).click(),
    edit,
  );

  // Delete: kept; deleted, the card leaves and the page's heading takes focus.
  const remove = card.getByRole("button", { name: "Delete" });
  const removeDialog = page.getByRole("alertdialog", { name: `Delete ${title}?` });
  await escapeReturns(page, remove, removeDialog);
  await openFrom(page, remove, removeDialog);
  await actionReturns(
    removeDialog,
    () => removeDialog.getByRole("button", { name: "Delete Service" }).click(),
    heading(page, "My Services"),
  );
});

test("an organization's payout details and conversion request", async ({ page }) => {
  const org = await requestingOrganization([20], "Focus Payer");
  await signIn(page, org.account, "/org/convert");
  await expect(heading(page, "Convert Coins")).toBeVisible();

  // From the request form's link (INR has no details yet): saved, the link is gone and the
  // currency's button in Payout details takes focus.
  const link = page.getByRole("button", { name: "Add payout details", exact: true });
  const payout = page.getByRole("dialog", { name: "INR payout details" });
  await escapeReturns(page, link, payout);
  await openFrom(page, link, payout);
  await payout.getByText("UPI", { exact: true }).click();
  await payout.getByLabel("Account holder").fill("Focus Payer");
  await payout.getByLabel("UPI ID").fill("focus.payer@okaxis");
  const change = page.getByRole("button", { name: "Change INR payout details" });
  await actionReturns(
    payout,
    () => payout.getByRole("button", { name: "Save details" }).click(),
    change,
  );

  // From the card's button: kept, then saved.
  await escapeReturns(page, change, payout);
  await openFrom(page, change, payout);
  await payout.getByLabel("Account holder").fill("Focus Payer Two");
  await payout.getByLabel("UPI ID").fill("focus.two@okaxis");
  await actionReturns(
    payout,
    () => payout.getByRole("button", { name: "Save details" }).click(),
    change,
  );

  // Cancel a pending request: kept; cancelled, its button is gone and the history's heading
  // takes focus.
  const cancel = page.getByRole("button", { name: "Cancel request" });
  const confirm = page.getByRole("alertdialog", { name: "Cancel this conversion request?" });
  await escapeReturns(page, cancel, confirm);
  await openFrom(page, cancel, confirm);
  await actionReturns(
    confirm,
    () => confirm.getByRole("button", { name: "Cancel Request" }).click(),
    page.getByRole("heading", { name: "Conversion history" }),
  );
});

test("an admin's changes to accounts: role, suspension, verification, sign-out", async ({
  page,
}) => {
  const user = await createVerifiedAccount({ name: "Rhea Rolechange" });
  const orgName = `Focus Ledger ${Date.now()}`;
  const org = await createVerifiedAccount({
    role: "org",
    name: "Ivo Verifield",
    organizationName: orgName,
  });
  await openAdminUsers(page);
  const entry = await findUser(page, user);

  // The role's select opens a confirmation: Cancel, Escape and Change Role all return to it.
  const role = entry.getByLabel(`Role of ${user.name}`);
  const roleDialog = page.getByRole("alertdialog", {
    name: `Make ${user.name} an Organization?`,
  });
  for (const close of ["Cancel", "Escape", "Change Role"]) {
    await role.focus();
    await role.selectOption("org");
    await expect(roleDialog).toBeVisible();
    if (close === "Escape") await page.keyboard.press("Escape");
    else await roleDialog.getByRole("button", { name: close }).click();
    await expect(roleDialog).toBeHidden();
    await expect(role, `after ${close}`).toBeFocused();
  }
  await expect(toast(page, `${user.name} is now an Organization.`)).toBeVisible();

  // Suspend, then Activate: the same button, its word changed.
  const suspend = entry.getByRole("button", { name: `Suspend ${user.name}` });
  const suspendDialog = page.getByRole("alertdialog", { name: `Suspend ${user.name}?` });
  await escapeReturns(page, suspend, suspendDialog);
  await openFrom(page, suspend, suspendDialog);
  await suspendDialog.getByLabel("Reason").fill("Focus check of the suspension");
  const activate = entry.getByRole("button", { name: `Activate ${user.name}` });
  await actionReturns(
    suspendDialog,
    () => suspendDialog.getByRole("button", { name: "Suspend", exact: true }).click(),
    activate,
  );
  const activateDialog = page.getByRole("alertdialog", { name: `Activate ${user.name}?` });
  await escapeReturns(page, activate, activateDialog);
  await openFrom(page, activate, activateDialog);
  await actionReturns(
    activateDialog,
    () => activateDialog.getByRole("button", { name: "Activate", exact: true }).click(),
    suspend,
  );

  // The organization's detail: Verify organization, Withdraw verification, Sign out everywhere.
  await page.goto(`/admin/users/${org.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(orgName);
  const verify = page.getByRole("button", { name: "Verify organization" });
  const verifyDialog = page.getByRole("alertdialog", { name: `Verify ${orgName}?` });
  await escapeReturns(page, verify, verifyDialog);
  await openFrom(page, verify, verifyDialog);
  await verifyDialog.getByLabel("What was checked").fill("Trade licence checked");
  const withdraw = page.getByRole("button", { name: "Withdraw verification" });
  await actionReturns(
    verifyDialog,
    () => verifyDialog.getByRole("button", { name: "Verify", exact: true }).click(),
    withdraw,
  );
  const withdrawDialog = page.getByRole("alertdialog", {
    name: `Withdraw ${orgName}'s verification?`,
  });
  await escapeReturns(page, withdraw, withdrawDialog);
  await openFrom(page, withdraw, withdrawDialog);
  await withdrawDialog.getByLabel("Why").fill("Licence expired");
  await actionReturns(
    withdrawDialog,
    () => withdrawDialog.getByRole("button", { name: "Withdraw verification" }).click(),
    verify,
  );

  const signOut = page.getByRole("button", { name: "Sign out everywhere" });
  const signOutDialog = page.getByRole("alertdialog", { name: `Sign ${org.name} out everywhere?` });
  await escapeReturns(page, signOut, signOutDialog);
  await openFrom(page, signOut, signOutDialog);
  await actionReturns(
    signOutDialog,
    () => signOutDialog.getByRole("button", { name: "Sign Out Everywhere" }).click(),
    signOut,
  );
});

test("an admin's service review: preview, approve, reject, delete", async ({ page }) => {
  const org = await offeringOrganization("Focus Review");
  try {
    const approved = await org.offer(`Focus Plan ${Date.now()}`);
    const rejected = await org.offer(`Focus Draft ${Date.now()}`);
    await signIn(page, DEMO.admin, `/admin/services?search=${encodeURIComponent(org.name)}`);
    await expect(page.getByRole("article")).toHaveCount(2);
    const servicesHeading = heading(page, "Services");

    // Preview: Escape, and its Close.
    const card = serviceCard(page, approved.title);
    const preview = card.getByRole("button", { name: /^Preview/ });
    const previewDialog = page.getByTestId("service-preview");
    await escapeReturns(page, preview, previewDialog);
    await openFrom(page, preview, previewDialog);
    await actionReturns(
      previewDialog,
      () => previewDialog.getByRole("button", { name: "Close" }).click(),
      preview,
    );

    // Approve and Reject: kept with Escape; decided, the list's heading takes focus.
    const approve = card.getByRole("button", { name: "Approve" });
    const approveDialog = page.getByRole("dialog", { name: `Approve ${approved.title}?` });
    await escapeReturns(page, approve, approveDialog);
    await openFrom(page, approve, approveDialog);
    await actionReturns(
      approveDialog,
      () => approveDialog.getByRole("button", { name: "Approve" }).click(),
      servicesHeading,
    );
    const reject = serviceCard(page, rejected.title).getByRole("button", { name: "Reject" });
    const rejectDialog = page.getByRole("dialog", { name: `Reject ${rejected.title}?` });
    await escapeReturns(page, reject, rejectDialog);
    await openFrom(page, reject, rejectDialog);
    await rejectDialog.getByLabel("Reason").fill("Not a service we list.");
    await actionReturns(
      rejectDialog,
      () => rejectDialog.getByRole("button", { name: "Reject" }).click(),
      servicesHeading,
    );

    // Delete: kept; deleted, the card leaves and the heading takes focus.
    const remove = serviceCard(page, rejected.title).getByRole("button", { name: "Delete" });
    const removeDialog = page.getByRole("alertdialog", {
      name: `Delete ${rejected.title} permanently?`,
    });
    await escapeReturns(page, remove, removeDialog);
    await openFrom(page, remove, removeDialog);
    await actionReturns(
      removeDialog,
      () => removeDialog.getByRole("button", { name: "Delete Permanently" }).click(),
      servicesHeading,
    );
  } finally {
    await org.dispose();
  }
});

test("an admin's payment dialogs: refund and test chargeback", async ({ page }) => {
  const [refunded, disputed] = await Promise.all([freshPayer(), freshPayer()]);
  await openAdminPayments(page);

  // Refund: kept; refunded, the Refund button is gone and the order's row takes focus.
  let row = await findOrderOf(page, refunded.email);
  const refund = row.getByRole("button", { name: /^Refund ₹500 to / });
  const refundDialog = page.getByRole("alertdialog", { name: `Refund ₹500 to ${refunded.name}?` });
  await escapeReturns(page, refund, refundDialog);
  await openFrom(page, refund, refundDialog);
  await actionReturns(
    refundDialog,
    () => refundDialog.getByRole("button", { name: "Refund ₹500" }).click(),
    row,
  );

  // Test chargeback: the button stays.
  row = await findOrderOf(page, disputed.email);
  const chargeback = row.getByRole("button", { name: /^Test mode: chargeback of ₹500/ });
  const chargebackDialog = page.getByRole("alertdialog", {
    name: "Test mode: a chargeback of ₹500?",
  });
  await escapeReturns(page, chargeback, chargebackDialog);
  await openFrom(page, chargeback, chargebackDialog);
  await actionReturns(
    chargebackDialog,
    () => chargebackDialog.getByRole("button", { name: "Send the events" }).click(),
    chargeback,
  );
});

test("an admin's dispute decision", async ({ page }) => {
  const delivered = await deliveredBooking(40, "Focus Decide");
  try {
    const { booking, customerApi, orgApi } = delivered;
    await dataOf(
      await customerApi.post(`/api/v1/users/bookings/${booking.id}/dispute`, {
        data: { reason: "not_delivered", statement: "Nothing arrived." },
      }),
    );
    await dataOf(
      await orgApi.post(`/api/v1/org/bookings/${booking.id}/dispute/respond`, {
        data: { statement: "It was sent by email." },
      }),
    );
    await signIn(page, DEMO.admin, `/admin/disputes?search=${booking.bookingReference}`);
    await page
      .getByRole("list", { name: "Disputes" })
      .getByRole("link", { name: new RegExp(booking.bookingReference) })
      .click();
    await expect(heading(page, `Dispute of ${booking.serviceTitle}`)).toBeVisible();

    const decide = page.getByRole("region", { name: "Decide" });
    await decide.getByText("Refund the customer", { exact: true }).click();
    await decide.getByLabel("Note to both sides").fill("Nothing shows it was sent.");
    const review = decide.getByRole("button", { name: "Review decision" });
    const confirm = page.getByRole("alertdialog", { name: "Refund the customer?" });
    await escapeReturns(page, review, confirm);
    // Decided, the form gives way to how it ended: focus goes to the page's main region.
    await openFrom(page, review, confirm);
    await actionReturns(
      confirm,
      () => confirm.getByRole("button", { name: "Decide" }).click(),
      page.getByRole("main"),
    );
    await expect(page.getByRole("region", { name: "How it ended" })).toBeVisible();
  } finally {
    await delivered.customerApi.dispose();
    await delivered.orgApi.dispose();
  }
});

test("an admin's conversion dialogs: decide, payout details, record, bulk approve", async ({
  page,
}) => {
  const org = await requestingOrganization([30, 20, 15, 10], `Focus ${Date.now().toString(36)}`);
  const [approveId, rejectId, bulkA, bulkB] = org.ids as [string, string, string, string];
  await signIn(page, DEMO.admin, "/admin/conversions");
  await expect(heading(page, "Conversions")).toBeVisible();
  const pendingHeading = page.getByRole("heading", { name: "Pending requests", exact: true });

  // Approve and Reject: kept with Escape; decided, the queue's heading takes focus.
  const toApprove = conversionRow(page, "Pending requests", approveId);
  const approve = toApprove.getByRole("button", { name: /^Approve/ });
  const approveDialog = page.getByRole("alertdialog", { name: "Approve this conversion?" });
  await escapeReturns(page, approve, approveDialog);
  const reject = conversionRow(page, "Pending requests", rejectId).getByRole("button", {
    name: /^Reject/,
  });
  const rejectDialog = page.getByRole("alertdialog", { name: "Reject this conversion?" });
  await escapeReturns(page, reject, rejectDialog);
  await openFrom(page, reject, rejectDialog);
  await actionReturns(
    rejectDialog,
    () => rejectDialog.getByRole("button", { name: "Reject", exact: true }).click(),
    pendingHeading,
  );
  await openFrom(page, approve, approveDialog);
  await actionReturns(
    approveDialog,
    () => approveDialog.getByRole("button", { name: "Approve", exact: true }).click(),
    pendingHeading,
  );

  // The approved request among the payouts to send: its details (Escape, Close), Mark failed
  // (kept), and Record payment (kept, then recorded: the payouts' heading takes focus).
  const toPay = conversionRow(page, "Payouts to send", approveId);
  const details = toPay.getByRole("button", { name: /^Payout details/ });
  const detailsDialog = page.getByRole("dialog", { name: "Payout details" });
  await escapeReturns(page, details, detailsDialog);
  await openFrom(page, details, detailsDialog);
  await actionReturns(
    detailsDialog,
    () => detailsDialog.getByRole("button", { name: "Close" }).first().click(),
    details,
  );
  await escapeReturns(
    page,
    toPay.getByRole("button", { name: /^Mark failed/ }),
    page.getByRole("dialog", { name: "Mark this payout failed" }),
  );
  const record = toPay.getByRole("button", { name: /^Record payment/ });
  const recordDialog = page.getByRole("dialog", { name: "Confirm this payout" });
  await escapeReturns(page, record, recordDialog);
  await openFrom(page, record, recordDialog);
  await recordDialog.getByLabel("Transfer reference (UTR or bank ref.)").fill("FOCUSREF2026");
  await actionReturns(
    recordDialog,
    () => recordDialog.getByRole("button", { name: "Confirm payout" }).click(),
    page.getByRole("heading", { name: "To pay", exact: true }),
  );

  // Approve selected: kept; approved, the button stays but is disabled (nothing is chosen), so
  // focus goes to the page's main region.
  for (const id of [bulkA, bulkB]) {
    await conversionRow(page, "Pending requests", id).getByRole("checkbox").check();
  }
  const bulk = page.getByRole("button", { name: "Approve selected (2)" });
  const bulkDialog = page.getByRole("alertdialog", { name: "Approve 2 requests?" });
  await escapeReturns(page, bulk, bulkDialog);
  await openFrom(page, bulk, bulkDialog);
  await bulkDialog.getByRole("button", { name: "Approve selected" }).click();
  await expect(bulkDialog).toBeHidden();
  await expect(toast(page, "2 approved.")).toContainText(CONVERSION_APPROVED_TITLE);
  await expect(page.getByRole("main")).toBeFocused();
});
