// The buttons of the admin's and the organization's dialogs: a way out, and the submit that
// says it is working while the request runs.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DialogActions } from "./dialog-frame";

const noop = () => undefined;

/** Each button's type, words and state, in order. */
function buttons(html: string) {
  return [...html.matchAll(/<button ([^>]*)>(.*?)<\/button>/g)].map(
    ([, attributes = "", body]) => ({
      type: /type="(\w+)"/.exec(attributes)?.[1],
      text: (body ?? "").replace(/<[^>]+>/g, ""),
      disabled: / disabled=""/.test(` ${attributes}`),
      busy: attributes.includes('aria-busy="true"'),
    }),
  );
}

describe("DialogActions", () => {
  it("offers Cancel and the submit, both ready", () => {
    const html = renderToStaticMarkup(
      <DialogActions onCancel={noop} submit={{ label: "Save details" }} />,
    );
    expect(buttons(html)).toEqual([
      { type: "button", text: "Cancel", disabled: false, busy: false },
      { type: "submit", text: "Save details", disabled: false, busy: false },
    ]);
  });

  it("holds Cancel and spins the submit while the request runs", () => {
    const html = renderToStaticMarkup(
      <DialogActions onCancel={noop} busy submit={{ label: "Saving..." }} />,
    );
    expect(buttons(html)).toEqual([
      { type: "button", text: "Cancel", disabled: true, busy: false },
      { type: "submit", text: "Saving...", disabled: true, busy: true },
    ]);
  });

  it("only closes, under its own name, when there is nothing to submit", () => {
    const html = renderToStaticMarkup(<DialogActions cancelLabel="Close" onCancel={noop} />);
    expect(buttons(html)).toEqual([
      { type: "button", text: "Close", disabled: false, busy: false },
    ]);
  });
});
