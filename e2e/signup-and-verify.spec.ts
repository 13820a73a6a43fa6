// Signing up with email and password, verifying the address, and the sign-up form's checks
// (docs/spec.md section 2 "Signup", route guard step 3, section 5 "Signup", section 8 "Signup").
import { expect, test, type Page } from "@playwright/test";
import {
  PASSWORD,
  accountMenuButton,
  expectSignedOutHeader,
  firstNameOf,
  formAlert,
  freshApi,
  heading,
  linkIn,
  latestMail,
  logOutThroughMenu,
  mainNav,
  pathIs,
  registerAccount,
  submitLogin,
  toast,
  uniqueEmail,
} from "./support/accounts";
import { NOT_VERIFIED_YET } from "../components/account/account-messages";
import { TERMS_LABEL } from "../components/auth/signup-messages";
import { ENTER_ORGANIZATION_NAME } from "../lib/validations/organization-name";
import { bookLinkServiceId } from "./support/payment";
import { chooseOption } from "./support/select";
import { loggedToasts, logToasts } from "./support/toast-log";
import { ACCEPT_TERMS } from "../lib/validations/auth-values";
import { AUTH_MESSAGES } from "../lib/auth/auth-messages";

const ACCOUNT_CREATED = AUTH_MESSAGES.signupSuccess;

interface SignupValues {
  organizationName?: string;
  name?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  acceptTerms?: boolean;
}

function accountType(page: Page) {
  return page.getByRole("combobox", { name: "Account type" });
}

async function fillSignup(page: Page, values: SignupValues) {
  if (values.organizationName !== undefined) {
    await page.getByLabel("Organization name").fill(values.organizationName);
  }
  if (values.name !== undefined) await page.getByLabel("Full name").fill(values.name);
  if (values.email !== undefined)
    await page.getByLabel("Email", { exact: true }).fill(values.email);
  if (values.password !== undefined) {
    await page.getByLabel("Password", { exact: true }).fill(values.password);
  }
  if (values.confirmPassword !== undefined) {
    await page.getByLabel("Confirm password").fill(values.confirmPassword);
  }
  if (values.acceptTerms !== undefined) {
    await page.getByRole("checkbox", { name: TERMS_LABEL }).setChecked(values.acceptTerms);
  }
}

async function createAccount(page: Page) {
  await page.getByRole("button", { name: "Create Account" }).click();
}

/** Sign-up success: the app moves on to /login with docs/spec.md's confirmation. */
async function expectAccountCreated(page: Page) {
  await expect(page).toHaveURL(pathIs("/login"));
  await expect(heading(page, "Welcome Back")).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(ACCOUNT_CREATED);
  // Said once, where the next step is: not again in a toast.
  await expect(toast(page, ACCOUNT_CREATED)).toHaveCount(0);
}

/** The email address's text, one entry per line it is laid out on. */
function linesOf(page: Page, email: string) {
  return page
    .getByRole("main")
    .locator("strong", { hasText: email })
    .evaluate((element) => {
      const lines: string[] = [];
      let lastTop: number | null = null;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let index = 0; index < text.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          if (lastTop === null || Math.abs(top - lastTop) > 4) lines.push(text[index] ?? "");
          else lines[lines.length - 1] = `${lines.at(-1) ?? ""}${text[index] ?? ""}`;
          lastTop = top;
        }
      }
      return lines;
    });
}

test("a new user signs up, verifies the email from the mailbox, signs in and logs out", async ({
  page,
}) => {
  test.slow(); // one whole journey: sign-up, two sign-ins, the mailbox and a logout
  await logToasts(page);
  const name = "Nadia Verwey";
  const email = uniqueEmail("signup-user");

  await page.goto("/signup");
  await expect(heading(page, "Create Your Account")).toBeVisible();
  await expect(accountType(page)).toHaveText(/Individual User/);
  await fillSignup(page, {
    name,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  });
  await createAccount(page);
  await expectAccountCreated(page);

  // Signed in but unverified: the guard blocks the dashboard.
  const refusedBalanceReads: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/balance") && response.status() === 403) {
      refusedBalanceReads.push(response.url());
    }
  });
  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(pathIs("/dashboard/user"));
  await expect(heading(page, "Email Verification Required")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(email);
  const signInToasts = page.locator("[data-sonner-toast]");
  await expect(page.getByRole("button", { name: "Resend verification email" })).toBeVisible();
  await expect(page.getByRole("button", { name: "I've verified my email" })).toBeVisible();
  // Not verified yet: the check says so rather than doing nothing visible.
  await page.getByRole("button", { name: "I've verified my email" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(NOT_VERIFIED_YET);
  await expect(heading(page, "Email Verification Required")).toBeVisible();
  // The screen says the account cannot be used yet: no AUTH_MESSAGES.loginSuccess above it, then or since.
  expect(await loggedToasts(page)).toEqual([]);
  await expect(signInToasts).toHaveCount(0);
  // No coins to show before the email is verified: no "0 coins" chip, no Add, no balance reads.
  await expect(mainNav(page).getByRole("link", { name: /^Wallet balance/ })).toHaveCount(0);
  await expect(mainNav(page).getByRole("link", { name: "Add", exact: true })).toHaveCount(0);
  await page.reload();
  await expect(heading(page, "Email Verification Required")).toBeVisible();
  expect(refusedBalanceReads).toEqual([]);
  // On a phone the address wraps, if at all, only before its "@", never mid-word.
  await page.setViewportSize({ width: 390, height: 844 });
  const [local, domain] = [email.slice(0, email.indexOf("@")), email.slice(email.indexOf("@"))];
  const lines = await linesOf(page, email);
  expect([[email], [local, domain]]).toContainEqual(lines);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(heading(page, /^Welcome/)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Wallet Balance" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Your Stats" })).toHaveCount(0);

  // Like a person without the email open on this device: log out from the guard screen...
  await page.getByRole("main").getByRole("button", { name: "Log out" }).click();
  await expect(toast(page, "You have been logged out")).toBeVisible();
  await expect(page).toHaveURL(pathIs("/"));
  await expectSignedOutHeader(page);

  // ...then open the mailbox, find the message to this address and follow its link.
  await page.goto("/dev/mailbox");
  await expect(heading(page, "Development mailbox")).toBeVisible();
  await page.getByLabel("Recipient").fill(email);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/dev\/mailbox\?to=/);
  const message = page.locator("details[data-mail-id]").filter({ hasText: `To ${email}` });
  await expect(message).toHaveCount(1);
  await expect(message).toContainText("Verify your Coinmarket email");
  await message.locator("summary").click();
  const link = page.locator("details[open] a");
  await expect(link).toHaveCount(1);
  await link.click();

  await expect(page).toHaveURL(/\/verify-email\?status=verified/);
  await expect(heading(page, "Email Verified")).toBeVisible();
  await page.getByRole("link", { name: "Continue to Sign In" }).click();
  await expect(page).toHaveURL(/\/login\?verified=1/);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(AUTH_MESSAGES.emailVerified);

  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(pathIs("/dashboard/user"));
  await expect(heading(page, `Welcome, ${firstNameOf(name)}`)).toBeVisible();
  // Verified, the sign-in is the success it says it is.
  await expect(toast(page, AUTH_MESSAGES.loginSuccess)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Wallet Balance" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Your Stats" })).toBeVisible();
  const nav = mainNav(page);
  await expect(nav.getByRole("link", { name: "Services", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Wallet balance: 0 coins" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Add", exact: true })).toHaveAttribute(
    "href",
    "/wallet/add",
  );
  await expect(accountMenuButton(page)).toBeVisible();

  await logOutThroughMenu(page);
});

test("signed up from /payment and signed in before verifying: the mail's link leads back to the payment", async ({
  page,
}) => {
  test.slow(); // sign-up, sign-in and the mail's link
  await logToasts(page);
  const email = uniqueEmail("signup-payment");
  await page.goto("/services/living-spaces");
  const serviceId = await bookLinkServiceId(page, "Weekly Stay");
  await page.getByRole("link", { name: "Book Weekly Stay", exact: true }).click();
  const onPayment = (url: URL) =>
    url.pathname === "/payment" && url.searchParams.get("serviceId") === serviceId;
  await expect(page).toHaveURL(onPayment);
  await page.getByRole("link", { name: "Create an account" }).click();
  await fillSignup(page, {
    name: "Pavel Payer",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  });
  await createAccount(page);
  await expectAccountCreated(page);

  // Signed in at once, the payment asks for the verified email first, with no success toast.
  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(onPayment);
  await expect(page.getByRole("region", { name: "Verify your email to book" })).toContainText(
    email,
  );
  expect(await loggedToasts(page)).toEqual([]);

  const api = await freshApi();
  const link = linkIn(await latestMail(api, email, "verify_email"));
  await api.dispose();
  await page.goto(link);
  await expect(heading(page, "Email Verified")).toBeVisible();
  await page.getByRole("link", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(onPayment);
  await expect(page.getByText("You need 30 more coins to book this service.")).toBeVisible();
});

test("?type=org preselects Organization; the new organization reaches its dashboard", async ({
  page,
}) => {
  const name = "Tamsin Okoro";
  const email = uniqueEmail("signup-org");

  await page.goto("/signup?type=org");
  await expect(accountType(page)).toHaveText(/Organization/);
  await expect(
    page.getByText("Offer services and convert coins to cash", { exact: true }),
  ).toBeVisible();
  // The organization's own name is asked first, and refused when left empty.
  await fillSignup(page, {
    name,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
  });
  await createAccount(page);
  await expect(formAlert(page)).toHaveText(ENTER_ORGANIZATION_NAME);
  await expect(page.getByLabel("Organization name")).toBeFocused();
  await fillSignup(page, { organizationName: "Okoro Design Works" });
  await createAccount(page);
  await expectAccountCreated(page);

  // The link of the verification email, found through the mailbox's JSON.
  const api = await freshApi();
  const link = linkIn(await latestMail(api, email, "verify_email"));
  await api.dispose();
  await page.goto(link);
  await expect(heading(page, "Email Verified")).toBeVisible();

  await page.goto("/login");
  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(pathIs("/dashboard/org"));
  await expect(heading(page, `Welcome, ${firstNameOf(name)}`)).toBeVisible();
  const nav = mainNav(page);
  await expect(nav.getByRole("link", { name: "My Services", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Convert Coins", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: /^Wallet balance/ })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Add", exact: true })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Services", exact: true })).toHaveCount(0);
});

test("choosing Organization in the account type select changes its hint", async ({ page }) => {
  await page.goto("/signup");
  await expect(page.getByText("Access services and manage wallet", { exact: true })).toBeVisible();
  await chooseOption(page, accountType(page), /Organization/);
  await expect(
    page.getByText("Offer services and convert coins to cash", { exact: true }),
  ).toBeVisible();
});

test("the form checks its fields one at a time, in the SPEC's order", async ({ page }) => {
  await page.goto("/signup");
  const alert = formAlert(page);

  const steps: [SignupValues, string, string | null][] = [
    [{}, "Please enter your full name", "Full name"],
    [{ name: "Quinn Order" }, "Please enter your email", "Email"],
    [{ email: uniqueEmail("never-created") }, "Please enter a password", "Password"],
    [{ password: "abc12" }, "Password must be at least 6 characters", "Password"],
    [
      { password: PASSWORD, confirmPassword: `${PASSWORD}-typo` },
      "Passwords do not match",
      "Confirm password",
    ],
    [{ confirmPassword: PASSWORD }, ACCEPT_TERMS, null],
  ];
  for (const [values, message, field] of steps) {
    await fillSignup(page, values);
    await createAccount(page);
    await expect(alert, `after filling ${JSON.stringify(values)}`).toHaveText(message);
    await expect(alert).toHaveCount(1);
    if (field) {
      const input = page.getByLabel(field, { exact: true });
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toBeFocused();
    }
  }
  // Nothing was sent: still on the form.
  await expect(page).toHaveURL(pathIs("/signup"));
  await expect(heading(page, "Create Your Account")).toBeVisible();
});

test("an email that already has an account gets a new address's outcome; its owner is mailed", async ({
  page,
}) => {
  const api = await freshApi();
  try {
    const owner = await registerAccount(api, { name: "Olga Owner" });
    await page.goto("/signup");
    await fillSignup(page, {
      name: "Someone Else",
      email: owner.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    });
    await createAccount(page);
    // Nothing on the screen tells that the address has an account...
    await expectAccountCreated(page);
    // ...and its owner hears of it, with the ways to sign in and to reset the password.
    let notice: { text: string } | undefined;
    await expect
      .poll(async () => {
        const response = await api.get(`/api/dev/mailbox?to=${encodeURIComponent(owner.email)}`);
        const { data } = (await response.json()) as { data: { kind: string; text: string }[] };
        notice = data.find((mail) => mail.kind === "signup_existing_account");
        return Boolean(notice);
      })
      .toBe(true);
    expect(notice?.text).toContain("/login");
    expect(notice?.text).toContain("/forgot-password");
  } finally {
    await api.dispose();
  }
});
