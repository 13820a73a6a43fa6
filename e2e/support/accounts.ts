// Accounts for the account journeys: fresh ones per test (the suite runs in parallel against one
// database), the read-only demo logins, the development mailbox, and the screens' common parts.
// Fresh accounts are created through the public API (POST /api/v1/auth/register) unless a test is
// about the sign-up screen itself; every helper counts against the app's per-address rate limits
// (signup 30/hour, login 100/15 min), so tests reuse an account within themselves.
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../prisma/seed/demo-data";

export type Role = "user" | "org" | "admin";

export interface Account {
  id: string;
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** The seeded logins (prisma/seed/demo-data.ts): sign in with them, never change them. */
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
export async function apiAs(
  account: Pick<Account, "email" | "password">,
): Promise<APIRequestContext> {
  const api = await freshApi();
  try {
    const login = await api.post("/api/v1/auth/login", {
      data: { email: account.email, password: account.password, issueToken: true },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
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

/** A fresh account whose email is verified, ready to sign in. */
export async function createVerifiedAccount(
  options: Parameters<typeof registerAccount>[1] = {},
): Promise<Account> {
  const api = await freshApi();
  try {
    const account = await registerAccount(api, options);
    await verifyThroughJsonMailbox(api, account.email);
    return account;
  } finally {
    await api.dispose();
  }
}

/** A Bearer token of the demo admin (POST /api/v1/auth/login). */
/**
 * One sign-in per worker and server: each sign-in from an address the account does not know
 * counts against its account-wide ceiling (lib/server/rate-limit/rules.ts), and the helpers that
 * read or set the money rules ask for the token many times a run.
 */
const adminTokens = new Map<string, Promise<string>>();

export function adminToken(api: APIRequestContext): Promise<string> {
  const server = test.info().project.use.baseURL ?? "default";
  let token = adminTokens.get(server);
  if (!token) {
    token = (async () => {
      const response = await api.post("/api/v1/auth/login", {
        data: { email: DEMO.admin.email, password: DEMO.admin.password, issueToken: true },
      });
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { data: { token: string } }).data.token;
    })();
    // A refused sign-in is asked again next time, not remembered.
    token.catch(() => adminTokens.delete(server));
    adminTokens.set(server, token);
  }
  return token;
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
 * page's browser context) and opens `path`, signed in. The form itself is the subject of the specs
 * about signing in, which use signInThroughForm; the others start signed in without the form's
 * page load (about a CPU second each on CI's two cores, and the suite signs in a hundred times).
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  path: string,
): Promise<void> {
  const login = await page.context().request.post("/api/v1/auth/login", {
    data: { email: account.email, password: account.password },
    // From an address of its own, as every client of the suite (see submitLogin).
    headers: { "x-forwarded-for": randomClientAddress() },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(path);
  await expect(page).toHaveURL(pathIs(new URL(path, "http://localhost").pathname));
}

/** Opens /login, signs in with the form and waits for the page the app sends the account to. */
export async function signInThroughForm(
  page: Page,
  account: { email: string; password: string },
  expectedPath: string | RegExp,
): Promise<void> {
  await page.goto("/login");
  await expect(heading(page, "Welcome Back")).toBeVisible();
  const arrived = typeof expectedPath === "string" ? pathIs(expectedPath) : expectedPath;
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
    await expect(page).toHaveURL(arrived, { timeout: 5_000 });
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
