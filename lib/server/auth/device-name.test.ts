// The short names /settings and the new-sign-in mail give a signed-in device, read from the
// User-Agent it signed in with: the browser and the system, never anything the client wrote.
import { describe, expect, it } from "vitest";
import { deviceName } from "./device-name";

const AGENTS = {
  chromeMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
  chromeOs:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  chromeLinux:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  headlessChrome:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
  edgeAndroid:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.2903.87",
  edgeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/131.2903.86 Mobile/15E148 Safari/605.1.15",
  firefoxWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  firefoxMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0",
  firefoxAndroid: "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0",
  firefoxIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  safariIpad:
    "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  operaWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0",
  operaAndroid:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 OPR/86.0.0.0",
  samsungAndroid:
    "Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
};

describe("deviceName", () => {
  it.each([
    [AGENTS.chromeMac, "Chrome on macOS"],
    [AGENTS.chromeWindows, "Chrome on Windows"],
    [AGENTS.chromeAndroid, "Chrome on Android"],
    [AGENTS.chromeIphone, "Chrome on iOS"],
    [AGENTS.chromeOs, "Chrome on ChromeOS"],
    [AGENTS.chromeLinux, "Chrome on Linux"],
    [AGENTS.headlessChrome, "Chrome on Linux"],
    [AGENTS.edgeWindows, "Edge on Windows"],
    [AGENTS.edgeAndroid, "Edge on Android"],
    [AGENTS.edgeIphone, "Edge on iOS"],
    [AGENTS.firefoxWindows, "Firefox on Windows"],
    [AGENTS.firefoxLinux, "Firefox on Linux"],
    [AGENTS.firefoxMac, "Firefox on macOS"],
    [AGENTS.firefoxAndroid, "Firefox on Android"],
    [AGENTS.firefoxIphone, "Firefox on iOS"],
    [AGENTS.safariMac, "Safari on macOS"],
    [AGENTS.safariIphone, "Safari on iOS"],
    [AGENTS.safariIpad, "Safari on iOS"],
    [AGENTS.operaWindows, "Opera on Windows"],
    [AGENTS.operaAndroid, "Opera on Android"],
    [AGENTS.samsungAndroid, "Samsung Internet on Android"],
  ])("names %s", (userAgent, name) => {
    expect(deviceName(userAgent, "browser")).toBe(name);
    // A token a browser's page asked for is named by that browser as well.
    expect(deviceName(userAgent, "api_token")).toBe(name);
  });

  it("names a known system with an unknown browser, and a known browser on an unknown system", () => {
    expect(deviceName("SomeBrowser/1.0 (Windows NT 10.0; Win64; x64)", "browser")).toBe(
      "Browser on Windows",
    );
    expect(deviceName("Mozilla/5.0 (PlayStation 5) Gecko/20100101 Firefox/133.0", "browser")).toBe(
      "Firefox",
    );
  });

  it("calls a token without a browser's User-Agent an API client", () => {
    expect(deviceName("curl/8.5.0", "api_token")).toBe("API client");
    expect(deviceName("python-requests/2.32.3", "api_token")).toBe("API client");
    expect(deviceName(null, "api_token")).toBe("API client");
    expect(deviceName("", "api_token")).toBe("API client");
  });

  it("calls a session without a readable User-Agent an unknown browser", () => {
    expect(deviceName(null, "browser")).toBe("Unknown browser");
    expect(deviceName("curl/8.5.0", "browser")).toBe("Unknown browser");
  });

  it("never repeats what the client wrote", () => {
    const forged = "Mozilla/5.0 (Visit evil.example/steal now) Chrome/1 <script>";
    expect(deviceName(forged, "browser")).toBe("Chrome");
  });
});
