// The signed-in account as pages see it (getCurrentUser reads the request's headers): a malformed
// session cookie renders the page signed out instead of failing it with a 500.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signedIn } from "@/test/integration/accounts";
import { getCurrentUser } from "./current-user";

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));

describe("getCurrentUser", () => {
  beforeEach(() => {
    request.headers = new Headers();
  });

  it("is null for a malformed session cookie", async () => {
    for (const cookie of [
      "authjs.session-token=%E0%A4%A",
      "__Secure-authjs.session-token=%",
      "theme=dark; authjs.session-token=%zz",
    ]) {
      request.headers = new Headers({ cookie });
      await expect(getCurrentUser()).resolves.toBeNull();
    }
  });

  it("is the account of a valid session cookie", async () => {
    const account = await signedIn("user");
    request.headers = new Headers({ cookie: account.browser.cookieHeader() });
    await expect(getCurrentUser()).resolves.toMatchObject({ email: account.email });
  });
});
