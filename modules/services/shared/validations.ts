// What an organization sends to offer a service, and what an admin sends to decide on one
// (docs/spec.md section 5, "Org service form": title, description, price and category are required,
// 'Missing Information' / 'Please fill in all fields.'; the price is a whole number of coins).
import { z } from "zod";
import { SERVICE_CATEGORIES } from "@/modules/catalog/shared/categories";
import { plainText } from "@/lib/validations/bookings";
import { positiveWholeAmount } from "@/lib/validations/whole-amount";
import {
  MAX_QUESTION_PROMPT,
  MAX_SERVICE_QUESTIONS,
  QUESTION_KINDS,
  SAME_QUESTION_ID_TWICE,
  SAME_QUESTION_TWICE,
  TOO_MANY_QUESTIONS,
  WRITE_THE_QUESTION,
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

/** One question as the organization sends it: a new one has no id, an edited one keeps its own. */
const questionInputSchema = z.object({
  id: z.string().min(1).max(40).optional(),
  prompt: plainText("A question", MAX_QUESTION_PROMPT),
  required: z.boolean({ error: "Say whether the question must be answered (required)." }),
  kind: z.enum(QUESTION_KINDS, { error: 'A question is answered with "text" or a "file".' }),
});
export type QuestionInput = z.output<typeof questionInputSchema>;

/** The brief: at most 5 questions, no two asking the same (compared without case). */
const questionsInputSchema = z
  .array(questionInputSchema, { error: "questions must be a list of questions" })
  .max(MAX_SERVICE_QUESTIONS, TOO_MANY_QUESTIONS)
  .superRefine((questions, ctx) => {
    const prompts = new Set<string>();
    const ids = new Set<string>();
    questions.forEach((question, index) => {
      const prompt = question.prompt.toLocaleLowerCase("en-US");
      if (prompts.has(prompt)) {
        ctx.addIssue({ code: "custom", path: [index, "prompt"], message: SAME_QUESTION_TWICE });
      }
      prompts.add(prompt);
      if (question.id === undefined) return;
      if (ids.has(question.id)) {
        ctx.addIssue({ code: "custom", path: [index, "id"], message: SAME_QUESTION_ID_TWICE });
      }
      ids.add(question.id);
    });
  });

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
  // Absent: none on a new service, the same as before on an edit.
  questions: questionsInputSchema.optional(),
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
  "questions",
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
    /** The questions as edited; left out, an edit keeps the service's questions. */
    questions: z
      .array(
        z.object({
          id: z.string().optional(),
          prompt: z.string(),
          required: z.boolean(),
          kind: z.enum(QUESTION_KINDS),
        }),
      )
      .optional(),
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
    form.questions?.forEach((question, index) => {
      if (!question.prompt.trim()) {
        ctx.addIssue({
          code: "custom",
          path: ["questions", index, "prompt"],
          message: WRITE_THE_QUESTION,
        });
      }
    });
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
    ...(form.questions
      ? {
          questions: form.questions.map((question) => ({
            ...question,
            prompt: question.prompt.trim(),
          })),
        }
      : {}),
  }));
export type ServiceFormValues = z.input<typeof serviceFormSchema>;

function splitList(text: string, separator: RegExp): string[] {
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);
}
