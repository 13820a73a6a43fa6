// The confirmation flow of an action bar's dangerous button, as data: a test walks it without a
// browser, and the component only renders what it says.

export interface ConfirmState {
  /** The dialog is on screen. */
  open: boolean;
  /** The action runs: the dialog stays, saying so, and neither closes nor runs it again. */
  working: boolean;
}

export type ConfirmEvent = "open" | "close" | "confirm" | "succeeded" | "failed";

export const CONFIRM_IDLE: ConfirmState = { open: false, working: false };

export function confirmFlow(state: ConfirmState, event: ConfirmEvent): ConfirmState {
  switch (event) {
    case "open":
      return { open: true, working: false };
    case "close":
      // Escape, outside click or "Keep": ignored while the action runs to its end.
      return state.working ? state : CONFIRM_IDLE;
    case "confirm":
      return state.open && !state.working ? { open: true, working: true } : state;
    case "succeeded":
      return CONFIRM_IDLE;
    case "failed":
      // The dialog stays open so the person can read the error and try again or keep things.
      return { open: true, working: false };
  }
}
