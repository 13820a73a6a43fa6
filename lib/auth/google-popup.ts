// Google sign-in in a popup window, in the browser. The opener page starts it and waits; the
// popup runs Auth.js's OAuth round trip and reports back from /auth/popup-done (success) or
// /login?error=... (failure) with a same-origin message. When no popup can open, the whole page
// takes the same round trip instead.
//
// The popup must open inside the click (browsers block windows opened later), so it opens blank
// first and is sent to Google once the server has stored the sign-up intent.

export const GOOGLE_MESSAGE_TYPE = "coinmarket:google";

const POPUP_NAME = "coinmarket-google";
const POPUP_FEATURES = "width=500,height=640";
/** Per-tab marker: this window is a sign-in popup (window.name may be cleared by Google's pages). */
const POPUP_MARKER = "coinmarket:google-popup";
/** Fallback route back to the opener if a page on the way severed window.opener. */
const CHANNEL_NAME = "coinmarket-google";
const CLOSED_POLL_MS = 500;
/** A report sent just before the popup closed may still be on its way when we see it closed. */
const CLOSED_GRACE_MS = 500;

export type GoogleOutcome = { ok: true } | { ok: false; error: string };

export interface GoogleMessage {
  type: typeof GOOGLE_MESSAGE_TYPE;
  ok: boolean;
  error?: string;
}

export function isGoogleMessage(data: unknown): data is GoogleMessage {
  if (typeof data !== "object" || data === null) return false;
  const message = data as Partial<GoogleMessage>;
  return message.type === GOOGLE_MESSAGE_TYPE && typeof message.ok === "boolean";
}

/** The page that starts Auth.js's Google sign-in (app/(auth)/auth/google). */
export function googleStartUrl({
  popup,
  callbackUrl,
}: {
  popup: boolean;
  callbackUrl: string | null;
}): string {
  const params = new URLSearchParams();
  if (popup) params.set("popup", "1");
  if (callbackUrl) params.set("callbackUrl", callbackUrl);
  const query = params.toString();
  return query ? `/auth/google?${query}` : "/auth/google";
}

/** Where Auth.js sends the browser back after Google: the popup reports, a page navigates. */
export function googleDoneUrl({
  popup,
  callbackUrl,
}: {
  popup: boolean;
  callbackUrl: string | null;
}): string {
  if (popup) return "/auth/popup-done?popup=1";
  return callbackUrl
    ? `/auth/popup-done?callbackUrl=${encodeURIComponent(callbackUrl)}`
    : "/auth/popup-done";
}

// --- Opener side ---------------------------------------------------------------------------

/** Opens (or reuses) the blank sign-in popup; null when the browser blocked it. */
export function openGooglePopup(): Window | null {
  return window.open("", POPUP_NAME, POPUP_FEATURES);
}

/** Sends the open popup to Google. */
export function navigateGooglePopup(popup: Window, callbackUrl: string | null): void {
  popup.location.replace(googleStartUrl({ popup: true, callbackUrl }));
  popup.focus();
}

/** The full-page fallback; false when even that cannot start. */
export function redirectToGoogle(callbackUrl: string | null): boolean {
  try {
    window.location.assign(googleStartUrl({ popup: false, callbackUrl }));
    return true;
  } catch {
    return false;
  }
}

/** Waiting for the popup's report. */
export interface GoogleOutcomeWait {
  /** The report; "cancelled" when the popup closes without one, "stopped" after `stop()`. */
  outcome: Promise<GoogleOutcome | "cancelled" | "stopped">;
  /** Stops waiting (the page is going away; the caller then ignores the outcome). */
  stop: () => void;
}

/** Waits for the popup's report, by message, broadcast, or its window closing. */
export function waitForGoogleOutcome(popup: Window): GoogleOutcomeWait {
  let stop = () => {};
  const outcome = new Promise<GoogleOutcome | "cancelled" | "stopped">((resolve) => {
    const channel = "BroadcastChannel" in window ? new BroadcastChannel(CHANNEL_NAME) : null;
    let graceTimer: number | undefined;

    const finish = (result: GoogleOutcome | "cancelled" | "stopped") => {
      window.removeEventListener("message", onMessage);
      channel?.close();
      window.clearInterval(poll);
      window.clearTimeout(graceTimer);
      resolve(result);
    };
    const settle = (data: unknown) => {
      if (!isGoogleMessage(data)) return;
      finish(data.ok ? { ok: true } : { ok: false, error: data.error ?? "" });
    };
    // Only this site's pages may report; any other window's message is ignored.
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) settle(event.data);
    };

    window.addEventListener("message", onMessage);
    if (channel) channel.onmessage = (event: MessageEvent) => settle(event.data);
    const poll = window.setInterval(() => {
      if (!popup.closed || graceTimer !== undefined) return;
      graceTimer = window.setTimeout(() => finish("cancelled"), CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
    stop = () => finish("stopped");
  });
  return { outcome, stop };
}

// --- Popup side ----------------------------------------------------------------------------

/** Called by /auth/google?popup=1 so the pages at the end of the round trip know. */
export function markGooglePopup(): void {
  try {
    window.sessionStorage.setItem(POPUP_MARKER, "1");
  } catch {
    // Storage can be disabled; window.opener alone then identifies the popup.
  }
}

/** True inside a sign-in popup started by this site. */
export function isGooglePopup(): boolean {
  try {
    if (window.sessionStorage.getItem(POPUP_MARKER) === "1") return true;
  } catch {
    // Fall through to the opener check.
  }
  return window.opener !== null && window.name === POPUP_NAME;
}

/** Tells the opener how it went and closes the popup (browsers may refuse; the page stays). */
export function reportGoogleOutcome(outcome: GoogleOutcome): void {
  try {
    window.sessionStorage.removeItem(POPUP_MARKER);
  } catch {
    // Nothing to clean up.
  }
  const message: GoogleMessage = { type: GOOGLE_MESSAGE_TYPE, ...outcome };
  const opener = window.opener as Window | null;
  if (opener) {
    // The target origin keeps the message from ever reaching a page of another site.
    opener.postMessage(message, window.location.origin);
  } else if ("BroadcastChannel" in window) {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.postMessage(message);
    channel.close();
  }
  window.close();
}
