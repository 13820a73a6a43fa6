// How fast /services answers a person on a phone (Interaction to Next Paint within 200 ms). A Pixel 5's screen and
// touch, the CPU slowed 4x (Chrome's Emulation.setCPUThrottlingRate, through puppeteer), the user's
// session in a fresh context's cookie jar; then (a) a tap on the first card's title, until its
// detail dialog is open, and (b) a few keystrokes of a search in the search box, each
// action's Interaction to Next Paint read from the page's Event Timing entries (event-timing.ts).
import { KnownDevices, type Browser, type Page } from "puppeteer-core";
import { inFreshContext } from "./lighthouse-chromium";
import {
  DRAIN_EVENT_TIMING,
  OBSERVE_EVENT_TIMING,
  interactionToNextPaint,
  interactions,
  parseEntries,
} from "./event-timing";
import type { JarCookie } from "./sign-in";

export const CPU_SLOWDOWN = 4;
const SEARCH_BOX = "#service-search";
const CARD_OPENER = '[data-testid="service-card"] button[aria-haspopup="dialog"]';
const DIALOG = '[role="dialog"]';
/** Typed a key at a time, a person's pace: each key is its own interaction. */
const SEARCH_TEXT = "yoga";
const KEY_DELAY_MS = 150;
const WAIT_MS = 30_000;

interface ActionTiming {
  /** The slowest interaction of the action, ms (0: all under Event Timing's 16 ms threshold). */
  inpMs: number;
  /** How many interactions the action made (a tap: 1; the search: a key each). */
  interactions: number;
}

export interface InteractionRound {
  openDialog: ActionTiming;
  typeSearch: ActionTiming;
}

/** Event entries are queued until the frame after the one they painted in: let two pass. */
const SETTLE = `new Promise((resolve) =>
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))))`;
/** The main thread free again: hydration slices and post-load work done. */
const IDLE = `new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 10000 }))`;

async function drain(page: Page): Promise<ActionTiming> {
  await page.evaluate(SETTLE);
  const entries = parseEntries(await page.evaluate(DRAIN_EVENT_TIMING));
  return {
    inpMs: interactionToNextPaint(entries),
    interactions: interactions(entries).length,
  };
}

/** One round of both actions on `origin`/services, signed in with `cookies`. */
export async function measureInteractions(
  browser: Browser,
  origin: string,
  cookies: JarCookie[],
): Promise<InteractionRound> {
  return inFreshContext(browser, origin, cookies, async (page) => {
    page.setDefaultTimeout(WAIT_MS);
    await page.emulate(KnownDevices["Pixel 5"]);
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.evaluateOnNewDocument(OBSERVE_EVENT_TIMING);
    // A signed-in page keeps one connection open for good (the live counts' event stream), so
    // "idle" is puppeteer's networkidle2: no more than two in flight, that one among them.
    await page.goto(`${origin}/services`, { waitUntil: "networkidle2", timeout: WAIT_MS * 2 });
    if (new URL(page.url()).pathname !== "/services") {
      throw new Error(`/services ended on ${page.url()}: not signed in`);
    }
    await page.waitForSelector(CARD_OPENER, { visible: true });
    await page.evaluate(IDLE);
    await drain(page);

    // (a) Tap the first card's title; the action is done when its dialog shows.
    const opener = await page.waitForSelector(CARD_OPENER, { visible: true });
    await opener?.tap();
    await page.waitForSelector(DIALOG, { visible: true });
    const openDialog = await drain(page);
    await page.keyboard.press("Escape");
    await page.waitForSelector(DIALOG, { hidden: true });
    await page.evaluate(IDLE);
    await drain(page);

    // (b) A search typed into the box (focused without a tap, so only the keys count).
    await page.focus(SEARCH_BOX);
    await page.keyboard.type(SEARCH_TEXT, { delay: KEY_DELAY_MS });
    await page.waitForNetworkIdle({ idleTime: 300, timeout: WAIT_MS, concurrency: 1 });
    const typed = await page.evaluate(
      `document.querySelector(${JSON.stringify(SEARCH_BOX)}).value`,
    );
    if (typed !== SEARCH_TEXT)
      throw new Error(`the search box holds "${typed}", not "${SEARCH_TEXT}"`);
    const typeSearch = await drain(page);
    return { openDialog, typeSearch };
  });
}
