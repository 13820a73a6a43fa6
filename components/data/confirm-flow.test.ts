// The confirmation flow of an action bar's dangerous button: it asks first, runs once, and closes
// only when the action went through.
import { describe, expect, it } from "vitest";
import { CONFIRM_IDLE, confirmFlow, type ConfirmEvent, type ConfirmState } from "./confirm-flow";

const walk = (...events: ConfirmEvent[]): ConfirmState => events.reduce(confirmFlow, CONFIRM_IDLE);

describe("confirmFlow", () => {
  it("starts closed and opens on the trigger", () => {
    expect(CONFIRM_IDLE).toEqual({ open: false, working: false });
    expect(walk("open")).toEqual({ open: true, working: false });
  });

  it("closes on Keep without running anything", () => {
    expect(walk("open", "close")).toEqual({ open: false, working: false });
  });

  it("runs on confirm and stays open, working, until the answer", () => {
    expect(walk("open", "confirm")).toEqual({ open: true, working: true });
  });

  it("cannot be closed or confirmed again while the action runs", () => {
    expect(walk("open", "confirm", "close")).toEqual({ open: true, working: true });
    expect(walk("open", "confirm", "confirm")).toEqual({ open: true, working: true });
  });

  it("closes when the action went through", () => {
    expect(walk("open", "confirm", "succeeded")).toEqual({ open: false, working: false });
  });

  it("stays open, ready to try again or keep, when the action failed", () => {
    expect(walk("open", "confirm", "failed")).toEqual({ open: true, working: false });
    expect(walk("open", "confirm", "failed", "close")).toEqual({ open: false, working: false });
  });

  it("runs nothing when confirm arrives with the dialog closed", () => {
    expect(walk("confirm")).toEqual(CONFIRM_IDLE);
  });
});
