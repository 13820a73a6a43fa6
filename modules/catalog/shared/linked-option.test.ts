import { describe, expect, it } from "vitest";
import { normalizeTitle, pickLinkedOption } from "./linked-option";

const OPTIONS = [
  { id: "monthly", title: "Monthly Stay", price: 100 },
  { id: "weekly", title: "Weekly Stay", price: 30 },
  { id: "meetup", title: "Monthly Meetup", price: 75 },
  { id: "twin-a", title: "Workshop Session", price: 100 },
  { id: "twin-b", title: "Workshop Session", price: 120 },
];

describe("normalizeTitle", () => {
  it("ignores case, surrounding and repeated spaces and Unicode forms", () => {
    expect(normalizeTitle("  monthly \t STAY ")).toBe("monthly stay");
    expect(normalizeTitle("Ｍonthly Stay")).toBe("monthly stay");
  });
});

describe("pickLinkedOption", () => {
  it("finds the option the spec's link names, whatever the link's price says", () => {
    expect(pickLinkedOption(OPTIONS, "Monthly Stay", 100)?.id).toBe("monthly");
    expect(pickLinkedOption(OPTIONS, "monthly  stay", 7)?.id).toBe("monthly");
    expect(pickLinkedOption(OPTIONS, "Monthly Stay")?.id).toBe("monthly");
  });

  it("tells options of one title apart by the link's price, else takes the first shown", () => {
    expect(pickLinkedOption(OPTIONS, "Workshop Session", 120)?.id).toBe("twin-b");
    expect(pickLinkedOption(OPTIONS, "Workshop Session", 100)?.id).toBe("twin-a");
    expect(pickLinkedOption(OPTIONS, "Workshop Session", 5)?.id).toBe("twin-a");
  });

  it("names nothing for no name, a blank one, a part of a title or an unknown one", () => {
    for (const name of [undefined, "", "   ", "Monthly", "Stay", "Moonbase Tour", "%"]) {
      expect(pickLinkedOption(OPTIONS, name, 100), String(name)).toBeNull();
    }
  });
});
