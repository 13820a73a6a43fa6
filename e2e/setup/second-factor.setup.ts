// Admins cannot use the product without a second factor: before any spec runs, the demo admin
// sets up an authenticator app on this project's server, through the API as the security page
// does. Its secret is kept where the specs' workers read it (e2e/support/second-factor.ts), and
// the token that set it up, proved now, is shared with them together with a browser session
// (e2e/support/accounts.ts adminToken and signIn).
import { expect, request, test } from "@playwright/test";
import { DEMO, shareDemoAdminCredentials } from "../support/accounts";
import {
  enrolTotp,
  giveCode,
  storeDemoAdminSecret,
  storedDemoAdminSecret,
} from "../support/second-factor";

// scripts/e2e-server*.ts wipe their database at every start, and the run starts them.
const NOT_FRESH = (baseURL: string) =>
  `The demo admin on ${baseURL} has a second factor this run did not set up: the server is ` +
  `not a fresh one. Stop the server left running on that port and run again.`;

test("the demo admin sets up an authenticator app", async ({ baseURL }) => {
  if (!baseURL) throw new Error("the setup project needs a baseURL");
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": "10.254.0.1" },
  });
  try {
    const login = await api.post("/api/v1/auth/login", {
      data: { email: DEMO.admin.email, password: DEMO.admin.password, issueToken: true },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { token, secondFactorRequired } = (
      (await login.json()) as { data: { token: string; secondFactorRequired: boolean } }
    ).data;
    const auth = { authorization: `Bearer ${token}` };

    // The proof is at least this recent (the second factor is given below).
    const provedAt = Date.now();
    let secret = storedDemoAdminSecret(baseURL);
    if (!secondFactorRequired) {
      ({ secret } = await enrolTotp(api, auth));
      storeDemoAdminSecret(baseURL, secret);
    } else if (secret) {
      // Set up by this run already (the setup is being tried again): prove this token.
      await giveCode(api, secret, auth).catch((error: unknown) => {
        throw new Error(`${NOT_FRESH(baseURL)}\n${String(error)}`);
      });
    } else {
      throw new Error(NOT_FRESH(baseURL));
    }
    await shareDemoAdminCredentials(token, provedAt);
  } finally {
    await api.dispose();
  }
});
