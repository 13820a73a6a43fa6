// A filter's select: its label names the trigger, and it shows the chosen option's words.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LabelledSelect, OptionSelect } from "./option-select";

const LABELS = { all: "All statuses", pending: "Pending" } as const;
const noop = () => undefined;

describe("LabelledSelect", () => {
  it("labels its trigger, which reads as a combobox showing the chosen option", () => {
    const html = renderToStaticMarkup(
      <LabelledSelect
        id="status-filter"
        label="Status"
        value="pending"
        options={["all", "pending"] as const}
        labelOf={(status) => LABELS[status]}
        onChange={noop}
      />,
    );
    expect(html).toMatch(/<label[^>]*for="status-filter"[^>]*>Status<\/label>/);
    expect(html).toMatch(/<button[^>]*role="combobox"[^>]*id="status-filter"/);
  });
});

describe("OptionSelect", () => {
  it("shows the placeholder before a choice, and holds the field when disabled", () => {
    const html = renderToStaticMarkup(
      <OptionSelect
        id="category"
        value=""
        options={["design"] as const}
        labelOf={() => "Design"}
        onChange={noop}
        placeholder="Choose a category"
        disabled
      />,
    );
    expect(html).toContain("Choose a category");
    expect(html).toMatch(/<button[^>]*disabled=""/);
  });

  it("keeps the trigger to the chosen option's words when the list has descriptions", () => {
    const html = renderToStaticMarkup(
      <OptionSelect
        id="account-type"
        value="org"
        options={["user", "org"] as const}
        labelOf={(type) => (type === "org" ? "Organization" : "Individual User")}
        descriptionOf={() => "What it is for"}
        onChange={noop}
      />,
    );
    expect(html).toContain("Organization");
    expect(html).not.toContain("What it is for");
  });
});
