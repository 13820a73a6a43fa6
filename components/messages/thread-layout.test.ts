import { describe, expect, it } from "vitest";
import type { ThreadEntryView } from "@/lib/schemas/booking-messages";
import { messagesButtonLabel } from "./messages-texts";
import { entryLabel, entryPlacement, lengthCount, startsRun } from "./thread-layout";

function entry(overrides: Partial<ThreadEntryView> = {}): ThreadEntryView {
  return {
    id: "e1",
    kind: "message",
    side: "customer",
    authorName: "Asha",
    body: "Hello",
    files: [],
    createdAt: "2026-11-29T02:00:00.000Z",
    ...overrides,
  };
}

describe("entryPlacement", () => {
  it("puts the reader's own messages on the right and the other side's on the left", () => {
    expect(entryPlacement(entry({ side: "customer" }), "customer")).toBe("own");
    expect(entryPlacement(entry({ side: "organization" }), "customer")).toBe("other");
    expect(entryPlacement(entry({ side: "customer" }), "organization")).toBe("other");
    expect(entryPlacement(entry({ side: "organization" }), "organization")).toBe("own");
  });

  it("shows a booking's steps as steps whoever wrote them", () => {
    expect(entryPlacement(entry({ kind: "delivery", side: "organization" }), "organization")).toBe(
      "step",
    );
    expect(entryPlacement(entry({ kind: "dispute_statement" }), "customer")).toBe("step");
  });
});

describe("entryLabel", () => {
  it("names each step and leaves messages unlabelled", () => {
    expect(entryLabel(entry())).toBeNull();
    expect(entryLabel(entry({ kind: "delivery" }))).toBe("Delivery");
    expect(entryLabel(entry({ kind: "dispute_statement" }))).toBe("Problem reported");
    expect(entryLabel(entry({ kind: "dispute_response" }))).toBe("Organization's response");
  });
});

describe("startsRun", () => {
  const thread = [
    entry({ id: "a", side: "customer" }),
    entry({ id: "b", side: "customer" }),
    entry({ id: "c", side: "organization" }),
    entry({ id: "d", side: "organization", kind: "delivery" }),
    entry({ id: "e", side: "organization" }),
  ];

  it("names the author on the first of a side's messages in a row only", () => {
    expect(thread.map((_, index) => startsRun(thread, index))).toEqual([
      true,
      false,
      true,
      true,
      true,
    ]);
  });
});

describe("counts", () => {
  it("says the composer's length against the limit", () => {
    expect(lengthCount("", 2000)).toBe("0 / 2000");
    expect(lengthCount("hello", 2000)).toBe("5 / 2000");
  });

  it("names the unread count in the button's label only when there is one", () => {
    expect(messagesButtonLabel(0)).toBe("Messages");
    expect(messagesButtonLabel(3)).toBe("Messages, 3 unread");
  });
});
