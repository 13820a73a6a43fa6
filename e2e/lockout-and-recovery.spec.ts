// An attacker floods an account's sign-in and password recovery from other addresses (through
// the API, each request from an address of its own); the owner still signs in, in the browser
// that signed in before, and recovers the password through the mail
// (docs/security.md).
import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  DASHBOARDS,
  createVerifiedAccount,
  freshApi,
  heading,
  latestMail,
  linkIn,
  logOutThroughMenu,
  pathIs,
  randomClientAddress,
  signInThroughForm,
  submitLogin,
  toast,
} from "./support/accounts";

const NEW_PASSWORD = "e2e-Recovered-58";

/** Wrong passwords from 25 addresses, 5 each: the attack that used to lock the owner out. */
async function floodLogin(attacker: APIRequestContext, email: string): Promise<number[]> {
  const addresses = Array.from({ length: 25 }, () => randomClientAddress());
  const statuses = await Promise.all(
    addresses.map(async (address) => {
      const answers: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await attacker.post("/api/v1/auth/login", {
          data: { email, password: `stranger-guess-${attempt}` },
          headers: { "x-forwarded-for": address },
        });
        answers.push(response.status());
      }
      return answers;
    }),
  );
  return statuses.flat();
}

/** Reset requests from 4 addresses, 3 each: the flood that used to block recovery for an hour. */
async function floodRecovery(attacker: APIRequestContext, email: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let address = 1; address <= 4; address += 1) {
    const headers = { "x-forwarded-for": randomClientAddress() };
    for (let request = 1; request <= 3; request += 1) {
      const response = await attacker.post("/api/v1/auth/forgot-password", {
        data: { email },
        headers,
      });
      statuses.push(response.status());
    }
  }
  return statuses;
}

async function resetMailCount(api: APIRequestContext, email: string): Promise<number> {
  const response = await api.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { kind: string }[] };
  return data.filter((mail) => mail.kind === "reset_password").length;
}

test("a flood from other addresses locks neither the owner's sign-in nor the recovery", async ({
  page,
}) => {
  test.slow(); // 125 login attempts and 12 reset requests before the owner's journey
  const account = await createVerifiedAccount({ name: "Otto Owner" });

  // The owner signs in once in this browser, which keeps its device cookie after logging out.
  await signInThroughForm(page, account, DASHBOARDS.user);
  await logOutThroughMenu(page);
  const device = (await page.context().cookies()).find(
    (cookie) => cookie.name === "coinmarket.device",
  );
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });

  const attacker = await freshApi();
  try {
    const logins = await floodLogin(attacker, account.email);
    // At most the account-wide ceiling's worth of passwords were checked; the rest were refused.
    expect(logins.filter((status) => status === 401).length).toBeLessThanOrEqual(100);
    expect(logins.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
    // From an address the account does not know, even the right password waits.
    const stranger = await attacker.post("/api/v1/auth/login", {
      data: { email: account.email, password: account.password },
      headers: { "x-forwarded-for": randomClientAddress() },
    });
    expect(stranger.status()).toBe(429);
    expect(((await stranger.json()) as { error: { message: string } }).error.message).toBe(
      "Too many failed attempts. Please try again later",
    );

    // Every request is answered alike; strangers' requests bring at most 5 mails an hour.
    const recoveries = await floodRecovery(attacker, account.email);
    expect(recoveries).toEqual(Array.from({ length: 12 }, () => 200));
    await expect.poll(() => resetMailCount(attacker, account.email)).toBe(5);

    // The owner, in the same browser but from an address of the day: the device cookie is known.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": randomClientAddress() });
    await signInThroughForm(page, account, DASHBOARDS.user);
    await logOutThroughMenu(page);

    // ...and asks for a reset link, which arrives: strangers used 5 mails of the cap, not all.
    await page.goto("/forgot-password");
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(heading(page, "Check Your Email")).toBeVisible();
    // (Written after the answer: wait for it, or the newest mail could still be a stranger's.)
    await expect.poll(() => resetMailCount(attacker, account.email)).toBe(6);
    const link = linkIn(await latestMail(attacker, account.email, "reset_password"));

    await page.goto(link);
    await expect(heading(page, "Reset Your Password")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(
      toast(page, "Password reset successfully! You can now sign in with your new password."),
    ).toBeVisible();
    await expect(page).toHaveURL(pathIs("/login"));
    await submitLogin(page, account.email, NEW_PASSWORD);
    await expect(page).toHaveURL(pathIs(DASHBOARDS.user));
  } finally {
    await attacker.dispose();
  }
});
