// npm run screenshots -- /path [/path ...]: full-page PNGs of pages at desktop and phone width
// into screenshots/, to look at what you build. BASE_URL defaults to http://127.0.0.1:3000;
// LOGIN_EMAIL and LOGIN_PASSWORD (e.g. user@demo.test / demo-password) take them signed in;
// LOGIN_TOTP_SECRET (the authenticator key, base32) gives the second step of an account that has
// one.
import { mkdirSync } from "node:fs";
import { chromium, type APIRequestContext } from "@playwright/test";
import { TOTP } from "otpauth";
import { chromiumLaunchOptions } from "@/test/support/chromium";

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

const STEP_MS = 30_000;
/** The 30-second steps whose codes this run gave (or found spent): each works once per account. */
const spentSteps = new Set<number>();

/**
 * The next step to try: the server takes the one before and after now too, and the one after
 * now is the likeliest unspent (an app shows the current one), so it goes first.
 */
async function nextStep(): Promise<number> {
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = [now + 1, now, now - 1].find((candidate) => !spentSteps.has(candidate));
    if (step !== undefined) {
      spentSteps.add(step);
      return step;
    }
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 100));
  }
}

/** Signs the page's browser in with the password, then the authenticator's code if asked. */
async function signIn(request: APIRequestContext, base: string) {
  const login = await request.post(`${base}/api/v1/auth/login`, {
    data: { email: process.env.LOGIN_EMAIL, password: process.env.LOGIN_PASSWORD ?? "" },
    headers: { origin: base },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  const answer = (await login.json()) as { data: { secondFactorRequired?: boolean } };
  if (!answer.data.secondFactorRequired) return;
  const secret = process.env.LOGIN_TOTP_SECRET?.replace(/\s/g, "");
  if (!secret) throw new Error("the account has a second factor: set LOGIN_TOTP_SECRET");
  const totp = new TOTP({ secret });
  // A code given elsewhere a moment ago (the app's own, a sign-in) is refused: try another step.
  for (let attempt = 1; ; attempt++) {
    const code = totp.generate({ timestamp: (await nextStep()) * STEP_MS });
    const verify = await request.post(`${base}/api/v1/auth/second-factor/verify`, {
      data: { method: "totp", code },
      headers: { origin: base },
    });
    if (verify.ok()) return;
    if (verify.status() !== 422 || attempt === 3) {
      throw new Error(`second step failed: ${verify.status()} ${await verify.text()}`);
    }
  }
}

async function main() {
  const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
  const paths = process.argv.slice(2);
  if (paths.length === 0) paths.push("/");
  mkdirSync("screenshots", { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const [label, viewport] of Object.entries(VIEWPORTS)) {
      const page = await browser.newPage({ viewport });
      if (process.env.LOGIN_EMAIL) await signIn(page.request, base);
      for (const path of paths) {
        await page.goto(base + path, { waitUntil: "load" });
        // Scroll through once so lazily loaded images are in the picture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle").catch(() => {});
        const name = path === "/" ? "home" : path.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "_");
        const file = `screenshots/${name}-${label}.png`;
        // A window as tall as the page: content off the screen is drawn only when near it
        // (content-visibility: auto on the catalogue's cards), and a full-page capture alone
        // would leave it blank.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width: viewport.width, height });
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        await page.screenshot({ path: file, fullPage: true });
        await page.setViewportSize(viewport);
        console.log(file);
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
