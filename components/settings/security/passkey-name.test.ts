// The name a new passkey is offered: the browser it is made in, as its User-Agent names it.
import { describe, expect, it } from "vitest";
import { defaultPasskeyName } from "./passkey-name";

const AGENTS = {
  chrome:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  firefox: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  safariPhone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  samsung:
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
};

describe("defaultPasskeyName", () => {
  it("names the browser and the system it runs on", () => {
    expect(defaultPasskeyName(AGENTS.chrome)).toBe("Passkey on Chrome on macOS");
    expect(defaultPasskeyName(AGENTS.edge)).toBe("Passkey on Edge on Windows");
    expect(defaultPasskeyName(AGENTS.firefox)).toBe("Passkey on Firefox on Linux");
    expect(defaultPasskeyName(AGENTS.safariPhone)).toBe("Passkey on Safari on iPhone");
    expect(defaultPasskeyName(AGENTS.chromeAndroid)).toBe("Passkey on Chrome on Android");
    expect(defaultPasskeyName(AGENTS.samsung)).toBe("Passkey on Samsung Internet on Android");
  });

  it("says only what it recognises", () => {
    expect(defaultPasskeyName("curl/8.5.0")).toBe("Passkey");
    expect(defaultPasskeyName("Mozilla/5.0 (Windows NT 10.0) Unknown/1.0")).toBe(
      "Passkey on Windows",
    );
  });
});
