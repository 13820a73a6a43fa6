// Every toast a page showed, in order, with the path it showed on: that a toast never appeared
// cannot be checked by looking once (it may come a moment later, or be gone already). The log
// lives in the document, so it spans client-side navigations and starts empty on each full load.
import type { Page } from "@playwright/test";

export interface LoggedToast {
  /** Sonner's data-type: "success", "error", "info", "default". */
  type: string;
  text: string;
  path: string;
}

declare global {
  interface Window {
    __toastLog?: LoggedToast[];
  }
}

/** Starts logging toasts in every document the page loads from now on. */
export async function logToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: LoggedToast[] = [];
    window.__toastLog = log;
    // An error toast reuses one slot (lib/notify): a new text in the same element is a new toast.
    const shown = new WeakMap<Element, string>();
    const scan = () => {
      for (const element of document.querySelectorAll("[data-sonner-toast]")) {
        const type = element.getAttribute("data-type") ?? "";
        const text = (element.textContent ?? "").trim();
        const seen = `${type}:${text}`;
        if (!text || shown.get(element) === seen) continue;
        shown.set(element, seen);
        log.push({ type, text, path: location.pathname });
      }
    };
    new MutationObserver(scan).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["data-type"],
    });
  });
}

/** The toasts logged in the current document so far. */
export function loggedToasts(page: Page): Promise<LoggedToast[]> {
  return page.evaluate(() => [...(window.__toastLog ?? [])]);
}

/** Forgets the toasts logged so far (those still on screen are not logged again). */
export async function clearToastLog(page: Page): Promise<void> {
  await page.evaluate(() => window.__toastLog?.splice(0));
}
