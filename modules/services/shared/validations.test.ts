import { describe, expect, it } from "vitest";
import { serviceFormSchema, serviceInputSchema } from "./validations";
import { WRITE_THE_QUESTION } from "./validations-values";

const FORM = {
  title: " Logo Design ",
  description: "Three concepts.",
  price: "150",
  category: "design",
  features: "Three concepts\n\n Two rounds \n",
  duration: "",
  tags: "logo, branding,",
  images: [],
};

describe("serviceFormSchema", () => {
  it("says an empty question at its field, and sends the questions as typed, trimmed", () => {
    const purpose = { prompt: "What is the logo for?", required: true, kind: "text" } as const;
    const empty = serviceFormSchema.safeParse({
      ...FORM,
      questions: [{ ...purpose, prompt: " " }],
    });
    expect(empty.error?.issues).toEqual([
      expect.objectContaining({ path: ["questions", 0, "prompt"], message: WRITE_THE_QUESTION }),
    ]);
    const sent = serviceFormSchema.parse({
      ...FORM,
      questions: [{ ...purpose, id: "q_1", prompt: " What is the logo for? " }],
    });
    expect(sent.questions).toEqual([{ ...purpose, id: "q_1" }]);
    // Left out, an edit keeps the service's questions: nothing is sent.
    expect(serviceFormSchema.parse(FORM)).not.toHaveProperty("questions");
  });

  it("turns the dialog's text into what the API takes", () => {
    expect(serviceFormSchema.parse(FORM)).toEqual({
      title: "Logo Design",
      description: "Three concepts.",
      price: 150,
      category: "design",
      features: ["Three concepts", "Two rounds"],
      duration: undefined,
      tags: ["logo", "branding"],
      images: [],
    });
  });

  it("puts docs/spec.md's words at every empty required field, in the form's order", () => {
    const result = serviceFormSchema.safeParse({ ...FORM, description: " ", price: "" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["description"], message: "Please fill in all fields." }),
      expect.objectContaining({ path: ["price"], message: "Please fill in all fields." }),
    ]);
  });

  it("marks the four required fields of an empty form, and none of the optional ones", () => {
    const empty = { ...FORM, title: "", description: "", price: "", category: "" };
    const result = serviceFormSchema.safeParse({ ...empty, features: "", tags: "" });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([
      ["title"],
      ["description"],
      ["price"],
      ["category"],
    ]);
  });

  it.each(["12.5", "1e3", "-5", "0", "1,000"])("refuses the price %j as typed", (price) => {
    const result = serviceFormSchema.safeParse({ ...FORM, price });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["price"],
        message: "The price is a whole number of coins, at least 1.",
      }),
    ]);
  });
});

describe("serviceInputSchema images", () => {
  const input = { title: "A", description: "B", price: 10, category: "design" };

  it("takes this site's image files", () => {
    const parsed = serviceInputSchema.parse({
      ...input,
      images: ["/images/categories/design.svg", "/uploads/org-1/logo-2.webp"],
    });
    expect(parsed.images).toHaveLength(2);
  });

  it.each([
    "https://tracker.example/pixel.png",
    "//evil.example/a.png",
    "javascript:alert(1)",
    "/images/../secrets.png",
    "/uploads/a.png?x=1",
    "data:image/png;base64,AAAA",
  ])("refuses %j", (image) => {
    const result = serviceInputSchema.safeParse({ ...input, images: [image] });
    expect(result.error?.issues[0]?.message).toBe("Images must be files of this site");
  });
});
