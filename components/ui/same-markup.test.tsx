// Components written out to keep a library's code off the first load draw what the library drew:
// the same HTML, attribute for attribute, as the server sends it.
import Image from "next/image";
import { Label as LabelPrimitive, Slot as RadixSlot } from "radix-ui";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cn } from "@/lib/utils";
import { Label } from "./label";
import { mergeSlotProps, Slot } from "./slot";
import { UnoptimizedImage } from "./unoptimized-image";

// The class components/ui/label.tsx gave Radix's Label.
const LABEL_CLASS =
  "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50";

describe("Label", () => {
  it("draws the <label> Radix's Label drew", () => {
    const radix = renderToStaticMarkup(
      <LabelPrimitive.Root data-slot="label" className={cn(LABEL_CLASS, "mb-1")} htmlFor="amount">
        Amount
      </LabelPrimitive.Root>,
    );
    const ours = renderToStaticMarkup(
      <Label className="mb-1" htmlFor="amount">
        Amount
      </Label>,
    );
    expect(ours).toBe(radix);
  });
});

describe("UnoptimizedImage", () => {
  it("draws the <img> next/image drew for an unoptimized image of a fixed size", () => {
    const props = { src: "/uploads/a-thumb.webp", width: 96, height: 72 };
    const nextImage = renderToStaticMarkup(
      <Image {...props} alt="Image 1 of 2" unoptimized className="h-18 w-24 object-cover" />,
    );
    const ours = renderToStaticMarkup(
      <UnoptimizedImage {...props} alt="Image 1 of 2" className="h-18 w-24 object-cover" />,
    );
    expect(ours).toBe(nextImage);
  });
});

describe("Slot", () => {
  it("draws its child with the slot's props merged as Radix's Slot merged them", () => {
    const draw = (SlotComponent: typeof Slot | typeof RadixSlot.Root) =>
      renderToStaticMarkup(
        <SlotComponent
          aria-haspopup="dialog"
          aria-expanded={false}
          aria-describedby="hint"
          className="slot"
          style={{ color: "red", margin: 0 }}
          title="from the slot"
        >
          <button
            type="button"
            className="child"
            aria-describedby="note hint"
            style={{ margin: 1 }}
          >
            Open
          </button>
        </SlotComponent>,
      );
    expect(draw(Slot)).toBe(draw(RadixSlot.Root));
  });

  it("runs the child's handler, then the slot's", () => {
    const calls: string[] = [];
    const merged = mergeSlotProps(
      { onClick: () => calls.push("slot"), onFocus: () => calls.push("slot focus") },
      { onClick: () => calls.push("child") },
    );
    (merged.onClick as () => void)();
    (merged.onFocus as () => void)();
    expect(calls).toEqual(["child", "slot", "slot focus"]);
  });
});
