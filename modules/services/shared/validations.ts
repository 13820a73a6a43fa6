// What an organization sends to offer a service, and what an admin sends to decide on one
// (docs/spec.md section 5, "Org service form": title, description, price and category are required,
// 'Missing Information' / 'Please fill in all fields.'; the price is a whole number of coins).
import { z } from "zod";
import { SERVICE_CATEGORIES } from "@/modules/catalog/shared/categories";
import { positiveWholeAmount } from "@/lib/validations/whole-amount";
import {
  FILL_IN_ALL_FIELDS,
  PRICE_WHOLE_COINS,
  MAX_SERVICE_IMAGES,
  MAX_PRICE,
  SITE_IMAGE_PATH,
} from "./validations-values";
const required = (max: number, tooLong: string) =>
  z.string({ error: FILL_IN_ALL_FIELDS }).trim().min(1, FILL_IN_ALL_FIELDS).max(max, tooLong);

const list = (maxItems: number, maxLength: number, what: string) =>
  z
    .array(
      z.string().trim().min(1).max(maxLength, `Each ${what} is limited to ${maxLength} characters`),
    )
    .max(maxItems, `At most ${maxItems} ${what}s`)
    .default([]);

export const serviceInputSchema = z.object({
  title: required(120, "The title is limited to 120 characters"),
  description: required(4000, "The description is limited to 4000 characters"),
  // A JSON number only: "150" or 99.5 are refused, never reinterpreted.
  price: z
    .number({
      error: (issue) => (issue.input === undefined ? FILL_IN_ALL_FIELDS : PRICE_WHOLE_COINS),
    })
    .int(PRICE_WHOLE_COINS)
    .min(1, PRICE_WHOLE_COINS)
    .max(MAX_PRICE, `The price is at most ${MAX_PRICE.toLocaleString("en-US")} coins`),
  category: z.enum(SERVICE_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? FILL_IN_ALL_FIELDS : "Unknown category",
  }),
  features: list(20, 200, "feature"),
  duration: z.string().trim().max(60, "The duration is limited to 60 characters").optional(),
  tags: list(12, 40, "tag"),
  // Images are this site's own files: an outside address would let a service track its viewers.
  images: z
    .array(z.string().max(300).regex(SITE_IMAGE_PATH, "Images must be files of this site"))
    .max(MAX_SERVICE_IMAGES, `At most ${MAX_SERVICE_IMAGES} images`)
    .default([]),
});
export type ServiceInput = z.output<typeof serviceInputSchema>;

/** The fields a customer sees and pays for: an edit of a live service waits for an admin. */
export const CUSTOMER_FACING_FIELDS = [
  "title",
  "description",
  "price",
  "category",
  "features",
  "images",
] as const satisfies readonly (keyof ServiceInput)[];

const DEFAULT_DECISION = "Administrative decision";

/** Request changes: what the organization should change (required). */
export const changeRequestSchema = z.object({
  note: z
    .string({ error: "Say what should change" })
    .trim()
    .min(1, "Say what should change")
    .max(1000, "The note is limited to 1000 characters"),
});

/** Reject: the reason, 'Administrative decision' when none is given (docs/spec.md section 4). */
export const rejectionSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(1000, "The reason is limited to 1000 characters")
    .optional()
    .transform((reason) => reason || DEFAULT_DECISION),
});

/**
 * The add/edit dialog's fields as typed. Each empty required field gets docs/spec.md's 'Please
 * fill in all fields.'; the price must be whole coins as typed (lib/validations/whole-amount).
 * Parsed, it is what POST and PUT /api/v1/services take.
 */
export const serviceFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    price: z.string(),
    category: z.string(),
    features: z.string(),
    duration: z.string(),
    tags: z.string(),
    images: z.array(z.string()),
  })
  .superRefine((form, ctx) => {
    // Every required field left empty is marked, not only the first; the optional ones never.
    const missing = (["title", "description", "price", "category"] as const).filter(
      (field) => !form[field].trim(),
    );
    for (const field of missing) {
      ctx.addIssue({ code: "custom", path: [field], message: FILL_IN_ALL_FIELDS });
    }
    if (missing.length === 0 && positiveWholeAmount(form.price) === null) {
      ctx.addIssue({ code: "custom", path: ["price"], message: PRICE_WHOLE_COINS });
    }
  })
  .transform((form): ServiceInput => ({
    title: form.title.trim(),
    description: form.description.trim(),
    price: positiveWholeAmount(form.price) ?? 0,
    category: form.category as ServiceInput["category"],
    features: splitList(form.features, /\n/),
    duration: form.duration.trim() || undefined,
    tags: splitList(form.tags, /,/),
    images: form.images,
  }));
export type ServiceFormValues = z.input<typeof serviceFormSchema>;

function splitList(text: string, separator: RegExp): string[] {
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);
}
