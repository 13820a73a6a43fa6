// A passkey device for Chromium's tests: the DevTools protocol's virtual authenticator, which
// answers the page's WebAuthn prompts at once, as a phone's or laptop's built-in one would after
// its owner's fingerprint (user present and verified, discoverable credentials).
import type { CDPSession, Page } from "@playwright/test";

export interface VirtualAuthenticator {
  /** The passkeys it holds. */
  credentialCount(): Promise<number>;
}

/** Adds a virtual authenticator to the page's browser: its WebAuthn prompts now succeed. */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    async credentialCount() {
      const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
      return credentials.length;
    },
  };
}

/**
 * The next WebAuthn prompt of the page ends as when its person closes it (NotAllowedError);
 * the ones after it reach the authenticator again.
 */
export async function closeNextPasskeyPrompt(page: Page): Promise<void> {
  await page.evaluate(() => {
    const credentials = navigator.credentials;
    const create = credentials.create.bind(credentials);
    credentials.create = async () => {
      credentials.create = create;
      throw new DOMException(
        "The operation either timed out or was not allowed.",
        "NotAllowedError",
      );
    };
  });
}
