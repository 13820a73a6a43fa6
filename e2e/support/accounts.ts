// Accounts for the account journeys: fresh ones per test (the suite runs in parallel against one
// database), the read-only demo logins, the development mailbox, and the screens' common parts.
// Fresh accounts are created through the public API (POST /api/v1/auth/register) unless a test is
// about the sign-up screen itself; every helper counts against the app's per-address rate limits
// (signup 30/hour, login 100/15 min), so tests reuse an account within themselves.
// An account with an authenticator app (the demo admin: e2e/setup/second-factor.setup.ts; an
// organization that moves money) signs in with its second step too, from the secret it keeps.
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { FRESH_PROOF_MS, SECOND_STEP_PATH } from "../../lib/auth/second-factor";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../prisma/seed/demo-data";
import { dropState, sharedCredential, storeSharedCredential } from "./run-state";
import { demoAdminSecret, enrolTotp, freshCode, giveCode, serverKey } from "./second-factor";

export type Role = "user" | "org" | "admin";

export interface Account {
  id: string;
  name: string;
  email: string;
  password: string;
  role: Role;
  /** Its authenticator app's secret, once one is set up: its sign-ins take a second step. */
  totpSecret?: string;
}

/** What a sign-in needs: the password, and the authenticator's secret if it has one. */
export type Credentials = Pick<Account, "email" | "password" | "totpSecret">;

/**
 * The seeded logins (prisma/seed/demo-data.ts): sign in with them, never change them. The demo
 * admin's authenticator secret is the setup's, per server (secondFactorSecretOf).
 */
export const DEMO: Record<Role, Omit<Account, "id">> = {
  user: { ...DEMO_ACCOUNTS.user, password: DEMO_PASSWORD, role: "user" },
  org: { ...DEMO_ACCOUNTS.org, password: DEMO_PASSWORD, role: "org" },
  admin: { ...DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, role: "admin" },
};

export const DASHBOARDS: Record<Role, string> = {
  user: "/dashboard/user",
  org: "/dashboard/org",
  admin: "/dashboard/admin",
};

/** docs/spec.md "Navigation bar": the role links after Home and Dashboard. */
export const ROLE_LINKS: Record<Role, string[]> = {
  user: ["Services", "My Bookings"],
  org: ["My Services", "Convert Coins"],
  admin: ["Users", "Services", "Conversions"],
};

export const ROLE_BADGES: Record<Role, string> = {
  user: "User",
  org: "Organization",
  admin: "Admin",
};

/** A password that passes the app's checks (at least 6 characters, not a common one). */
export const PASSWORD = "e2e-Secret-42";

/** An address no other test (or earlier run) uses. */
export function uniqueEmail(tag = "e2e"): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** First letters of up to two words, as the avatar shows them. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
}

export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

// --- API side --------------------------------------------------------------------------------

/** A request context with no cookies of its own, on the project's base URL. */
export async function freshApi(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: test.info().project.use.baseURL,
    // Each API client of the setup comes from an address of its own, as separate people would:
    // the suite creates more accounts than one address may sign up in an hour (30).
    extraHTTPHeaders: { "x-forwarded-for": randomClientAddress() },
  });
}

/** A private address of its own for an API client of the test setup. */
export function randomClientAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** An API client signed in as the account, with a Bearer token (from an address of its own). */
export async function apiAs(account: Credentials): Promise<APIRequestContext> {
  const api = await freshApi();
  try {
    const token = await bearerToken(api, account);
    return await playwrightRequest.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: {
        authorization: `Bearer ${token}`,
        "x-forwarded-for": randomClientAddress(),
      },
    });
  } finally {
    await api.dispose();
  }
}

/** Signs up through the API (what the sign-up screen sends); the email is not verified yet. */
export async function registerAccount(
  api: APIRequestContext,
  options: {
    name?: string;
    email?: string;
    password?: string;
    role?: "user" | "org";
    /** An organization's own name (organizations only); the person's name with "Studio" else. */
    organizationName?: string;
  } = {},
): Promise<Account> {
  const role = options.role ?? "user";
  const account = {
    name: options.name ?? "Mira Testwell",
    email: options.email ?? uniqueEmail(role),
    password: options.password ?? PASSWORD,
    role,
  };
  const organizationName =
    role === "org" ? (options.organizationName ?? `${account.name} Studio`) : undefined;
  const response = await api.post("/api/v1/auth/register", {
    data: { ...account, organizationName, confirmPassword: account.password, acceptTerms: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { user: { id: string } } };
  return { ...account, id: body.data.user.id };
}

interface DevMail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

/** The newest email of a kind sent to an address, from GET /api/dev/mailbox (JSON). */
export async function latestMail(
  api: APIRequestContext,
  to: string,
  kind: "verify_email" | "reset_password",
): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        expect(response.status()).toBe(200);
        const body = (await response.json()) as { data: DevMail[] };
        found = body.data.find((mail) => mail.kind === kind);
        return Boolean(found);
      },
      { message: `a ${kind} email to ${to}` },
    )
    .toBe(true);
  if (!found) throw new Error(`no ${kind} email to ${to}`);
  return found;
}

/** The first link of an email's text (the verification or reset link). */
export function linkIn(mail: DevMail): string {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in "${mail.subject}"`);
  return match[0];
}

/** Follows the verification link of the account's newest verification email. */
export async function verifyThroughJsonMailbox(
  api: APIRequestContext,
  email: string,
): Promise<void> {
  const link = linkIn(await latestMail(api, email, "verify_email"));
  const response = await api.get(link);
  expect(new URL(response.url()).searchParams.get("status")).toBe("verified");
}

/**
 * A fresh account whose email is verified, ready to sign in; with `secondFactor`, it has set up
 * an authenticator app through the API (its secret kept as `totpSecret`).
 */
export async function createVerifiedAccount(
  options: Parameters<typeof registerAccount>[1] & { secondFactor?: boolean } = {},
): Promise<Account> {
  const { secondFactor, ...registration } = options;
  const api = await freshApi();
  try {
    const account = await registerAccount(api, registration);
    await verifyThroughJsonMailbox(api, account.email);
    if (!secondFactor) return account;
    return (await withAuthenticator(api, account)).account;
  } finally {
    await api.dispose();
  }
}

/**
 * Sets up an authenticator app on a fresh account through the API, as its security page would:
 * organizations need one to request conversions and change payout details. The account comes
 * back with its secret (its sign-ins take a second step from now), and the Bearer token that set
 * it up, proved for the next 10 minutes.
 */
export async function withAuthenticator(
  api: APIRequestContext,
  account: Account,
): Promise<{ account: Account; token: string }> {
  const token = await bearerToken(api, account);
  const { secret } = await enrolTotp(api, { authorization: `Bearer ${token}` });
  return { account: { ...account, totpSecret: secret }, token };
}

/** The secret of the account's authenticator app, when it has one the suite knows. */
function secondFactorSecretOf(account: Credentials): string | undefined {
  if (account.totpSecret) return account.totpSecret;
  return account.email === DEMO.admin.email ? demoAdminSecret() : undefined;
}

function secretFor(account: Credentials): string {
  const secret = secondFactorSecretOf(account);
  if (!secret) {
    throw new Error(
      `${account.email} has a second factor the test does not know: keep its totpSecret on the account`,
    );
  }
  return secret;
}

/**
 * Signs in through the API (POST /api/v1/auth/login), from `address` (a new one by default), and
 * gives the second step a code when the account has a second factor, so the credential is whole
 * and proved for the next 10 minutes. With `issueToken` it answers the Bearer token; else the
 * session cookie lands in `api`'s cookie jar (a page's context.request: its browser).
 */
export async function signInThroughApi(
  api: APIRequestContext,
  account: Credentials,
  options: { issueToken?: boolean; address?: string } = {},
): Promise<string | undefined> {
  const from = { "x-forwarded-for": options.address ?? randomClientAddress() };
  const login = await api.post("/api/v1/auth/login", {
    data: { email: account.email, password: account.password, issueToken: options.issueToken },
    headers: from,
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token, secondFactorRequired } = (
    (await login.json()) as { data: { token?: string; secondFactorRequired: boolean } }
  ).data;
  if (secondFactorRequired) {
    const bearer: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    await giveCode(api, secretFor(account), { ...from, ...bearer });
  }
  return token;
}

/** A Bearer token of the account, its second step done when it has one. */
export async function bearerToken(api: APIRequestContext, account: Credentials): Promise<string> {
  const token = await signInThroughApi(api, account, { issueToken: true });
  if (!token) throw new Error("the login answered no token");
  return token;
}

/**
 * The demo admin's credentials are shared by every test of the run: one Bearer token (adminToken)
 * and one browser session (signIn), made by the setup and again when they grow old, instead of a
 * sign-in per test, as each costs a code of its authenticator (a few a minute at most) and counts
 * against the account's sign-in limits. A fresh proof lasts 10 minutes: a credential is made again
 * when the running test, from now until its time limit (and a minute more), would outlive its
 * proof. For the usual 60-second limit that is a credential 8 minutes old.
 */
function renewAfterMs(): number {
  const limit = test.info().timeout || 60_000;
  return Math.max(60_000, FRESH_PROOF_MS - limit - 60_000);
}

/** The address the demo admin's shared sign-ins come from: one it knows after the first. */
const ADMIN_ADDRESS = "10.254.0.1";

function server(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("the project has no baseURL");
  return baseURL;
}

const adminTokenEntry = () => `demo-admin-token-${serverKey(server())}`;
const adminSessionEntry = () => `demo-admin-session-${serverKey(server())}`;

/** A Bearer token of the demo admin, its proof fresh for the rest of the running test. */
export function adminToken(api: APIRequestContext): Promise<string> {
  return sharedCredential(adminTokenEntry(), renewAfterMs(), async () => {
    const token = await signInThroughApi(api, DEMO.admin, {
      issueToken: true,
      address: ADMIN_ADDRESS,
    });
    if (!token) throw new Error("the login answered no token");
    return token;
  });
}

type Cookies = Awaited<ReturnType<APIRequestContext["storageState"]>>["cookies"];

/** The cookies of a browser session of the demo admin, fresh for the rest of the running test. */
function adminSessionCookies(): Promise<Cookies> {
  return sharedCredential(adminSessionEntry(), renewAfterMs(), makeAdminSession);
}

async function makeAdminSession(): Promise<Cookies> {
  const api = await playwrightRequest.newContext({ baseURL: server() });
  try {
    await signInThroughApi(api, DEMO.admin, { address: ADMIN_ADDRESS });
    return (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
}

/**
 * For the setup, right after the demo admin set up its authenticator: the token that did it
 * (proved since `provedAt`) and a browser session, for the specs to share from the start. Those of
 * an earlier run (another database) are dropped first.
 */
export async function shareDemoAdminCredentials(token: string, provedAt: number): Promise<void> {
  dropState(adminTokenEntry());
  dropState(adminSessionEntry());
  storeSharedCredential(adminTokenEntry(), token, provedAt);
  const since = Date.now();
  storeSharedCredential(adminSessionEntry(), await makeAdminSession(), since);
}

/** Puts the shared session of the demo admin into the page's browser. */
async function putAdminSession(page: Page): Promise<void> {
  await page.context().addCookies(await adminSessionCookies());
  // A test that signed the shared session out (it should have asked for its own) left it dead
  // for the tests after it: they get a new one rather than a cascade of failures.
  const alive = await page.context().request.get("/api/v1/auth/profile");
  if (alive.status() === 401) {
    dropState(adminSessionEntry());
    await page.context().addCookies(await adminSessionCookies());
  }
}

// --- Screens ---------------------------------------------------------------------------------

export function formAlert(page: Page): Locator {
  return page.locator("form [role=alert]");
}

/** A toast of the site's notification area (Sonner). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

export function mainNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main" });
}

export function accountMenuButton(page: Page): Locator {
  return page.getByRole("button", { name: "Account menu" });
}

export function heading(page: Page, name: string | RegExp): Locator {
  return page.getByRole("heading", { level: 1, name });
}

/** Pages already given an address of their own (it stays for the test's later sign-ins). */
const addressed = new WeakSet<Page>();

/** Fills the sign-in form and submits it (the page must be on /login). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  // Each test's browser signs in from an address of its own, as its API clients do: the whole
  // suite signs in more often than one address may in 15 minutes (100).
  if (!addressed.has(page)) {
    addressed.add(page);
    await page.setExtraHTTPHeaders({ "x-forwarded-for": randomClientAddress() });
  }
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/**
 * Signs in as the sign-in form does (POST /api/v1/auth/login, whose session cookie lands in the
 * page's browser context, then the second step's code when the account has an authenticator) and
 * opens `path`, signed in. The form itself is the subject of the specs about signing in, which use
 * signInThroughForm; the others start signed in without the form's page load (about a CPU second
 * each on CI's two cores, and the suite signs in a hundred times).
 *
 * The demo admin's browser gets the run's shared session (see adminToken) unless `ownSession`:
 * a test that signs it out, or ends its sessions, must ask for a session of its own.
 */
export async function signIn(
  page: Page,
  account: Credentials,
  path: string,
  options: { ownSession?: boolean } = {},
): Promise<void> {
  if (account.email === DEMO.admin.email && !options.ownSession) {
    await putAdminSession(page);
  } else {
    // From an address of its own, as every client of the suite (see submitLogin).
    await signInThroughApi(page.context().request, account);
  }
  await page.goto(path);
  await expect(page).toHaveURL(pathIs(new URL(path, "http://localhost").pathname));
}

/**
 * Opens /login, signs in with the form (and the second step's page, for an account with an
 * authenticator) and waits for the page the app sends the account to.
 */
export async function signInThroughForm(
  page: Page,
  account: Credentials,
  expectedPath: string | RegExp,
): Promise<void> {
  await page.goto("/login");
  await expect(heading(page, "Welcome Back")).toBeVisible();
  const arrived = typeof expectedPath === "string" ? pathIs(expectedPath) : expectedPath;
  const secret = secondFactorSecretOf(account);
  // Sent before the page's scripts ran, the form posts to /login itself and comes back empty:
  // sign in again then. Sent by the app, it keeps its values while the next page loads.
  const email = page.getByLabel("Email", { exact: true });
  await expect(async () => {
    const onLogin = new URL(page.url()).pathname === "/login";
    // The form may be gone already while the address still says /login: never wait for it.
    if (
      onLogin &&
      (await email.count()) > 0 &&
      (await email.inputValue({ timeout: 1_000 })) === ""
    ) {
      await submitLogin(page, account.email, account.password);
    }
    await expect(page).toHaveURL(secret ? pathIs(SECOND_STEP_PATH) : arrived, { timeout: 5_000 });
  }).toPass();
  if (secret) await submitSecondStep(page, secret, arrived);
}

/**
 * On the second step's page: types a fresh code of the authenticator and waits for the page the
 * app sends the account to. As on /login, a code sent before the page's scripts ran comes back
 * as an empty form: a new code then (the one sent is spent either way).
 */
export async function submitSecondStep(
  page: Page,
  secret: string,
  arrived: string | RegExp | ((url: URL) => boolean),
): Promise<void> {
  await expect(heading(page, "Two-step verification")).toBeVisible();
  const code = page.getByLabel("Authentication code", { exact: true });
  const destination = typeof arrived === "string" ? pathIs(arrived) : arrived;
  await expect(async () => {
    const onStep = new URL(page.url()).pathname === SECOND_STEP_PATH;
    if (onStep && (await code.count()) > 0 && (await code.inputValue({ timeout: 1_000 })) === "") {
      await code.fill(await freshCode(secret));
      await page.getByRole("button", { name: "Verify", exact: true }).click();
    }
    await expect(page).toHaveURL(destination, { timeout: 5_000 });
  }).toPass();
}

/** Matches a URL whose path (without query) is exactly `path`. */
export function pathIs(path: string): (url: URL) => boolean {
  return (url) => url.pathname === path;
}

/** Opens the avatar menu and returns it. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  await accountMenuButton(page).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}

/** Logs out through the avatar menu and checks the signed-out landing page. */
export async function logOutThroughMenu(page: Page): Promise<void> {
  const menu = await openAccountMenu(page);
  await menu.getByRole("menuitem", { name: "Log out" }).click();
  await expect(toast(page, "You have been logged out")).toBeVisible();
  await expect(page).toHaveURL(pathIs("/"));
  await expectSignedOutHeader(page);
}

export async function expectSignedOutHeader(page: Page): Promise<void> {
  const nav = mainNav(page);
  await expect(nav.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign Up", exact: true })).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
}
