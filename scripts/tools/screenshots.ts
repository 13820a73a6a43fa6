// npm run screenshots -- /path [/path ...]: full-page PNGs of pages at desktop and phone width
// into screenshots/, to look at what you build. BASE_URL defaults to http://127.0.0.1:3000;
// LOGIN_EMAIL and LOGIN_PASSWORD (e.g. user@demo.test / demo-password) take them signed in.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "@/test/support/chromium";

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

async function main() {
  const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
  const paths = process.argv.slice(2);
  if (paths.length === 0) paths.push("/");
  mkdirSync("screenshots", { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const [label, viewport] of Object.entries(VIEWPORTS)) {
      const page = await browser.newPage({ viewport });
      if (process.env.LOGIN_EMAIL) {
        const login = await page.request.post(`${base}/api/v1/auth/login`, {
          data: { email: process.env.LOGIN_EMAIL, password: process.env.LOGIN_PASSWORD ?? "" },
          headers: { origin: base },
        });
        if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
      }
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
