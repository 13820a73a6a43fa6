import { z } from "zod";
import { MAX_ANSWER_TEXT, TEXT_OR_FILE } from "@/lib/bookings/answer-messages";
import { isAttachmentPath, MAX_ATTACHMENTS } from "@/lib/uploads/attachments";
import { cursorPageQuery } from "./common";

export const bookingListQuery = cursorPageQuery.extend({
  status: z
    .enum(["active", "delivered", "disputed", "completed", "cancelled"], {
      message: "status must be active, delivered, disputed, completed or cancelled",
    })
    .optional()
    .meta({ description: "Bookings of one status; all unless asked.", examples: ["active"] }),
});
export type BookingListQuery = z.output<typeof bookingListQuery>;

/** Files attached to a delivery or a statement: site paths of uploads, at most five. */
export const attachmentList = z
  .array(z.string().refine(isAttachmentPath, { message: "Each file must be one uploaded here." }), {
    message: "files must be a list of uploaded files",
  })
  .max(MAX_ATTACHMENTS, `At most ${MAX_ATTACHMENTS} files can be attached.`)
  .refine((files) => new Set(files).size === files.length, "The same file is attached twice.")
  .default([]);

/** Text a person must write (a message, a reason, a statement): trimmed, 1 to `max` characters. */
export const requiredText = (what: string, max: number) =>
  z
    .string({ message: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} can be at most ${max} characters.`)
    .refine((text) => !text.includes("\u0000"), `${what} cannot contain a NUL character.`);

/**
 * Whether the text holds a control character: any C0 or C1 control or DEL, except the tab and
 * line breaks of a text of several lines. They are invisible on screen and in mail, so they only
 * ever hide or disguise what a person wrote.
 */
function hasControlCharacter(text: string, severalLines: boolean): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (control && !(severalLines && (char === "\n" || char === "\r" || char === "\t"))) {
      return true;
    }
  }
  return false;
}

/**
 * Plain text a person writes for another to read: requiredText, without control characters (a
 * text of `severalLines` may hold tabs and line breaks).
 */
export const plainText = (what: string, max: number, { severalLines = false } = {}) =>
  requiredText(what, max).refine(
    (text) => !hasControlCharacter(text, severalLines),
    `${what} cannot contain control characters.`,
  );

/** One answer to a service's question: the text written, or the path of the file uploaded. */
const bookingAnswerInput = z
  .object({
    questionId: z.string({ message: "questionId is required." }).min(1).max(40),
    text: plainText("An answer", MAX_ANSWER_TEXT, { severalLines: true }).optional(),
    // An attachment the caller uploaded, checked as a delivery's files are.
    file: z
      .string()
      .refine(isAttachmentPath, { message: "Each file must be one uploaded here." })
      .optional(),
  })
  .refine((answer) => (answer.text === undefined) !== (answer.file === undefined), TEXT_OR_FILE);
export type BookingAnswerInput = z.output<typeof bookingAnswerInput>;

/**
 * POST /services/:id/book may name the price the booker agreed to: if the service's price is
 * different by then, nothing is booked (409 price_changed) rather than charging another amount.
 * It answers the service's questions (its brief): each required one must be (lib/server/bookings/
 * booking-answers.ts).
 */
export const bookServiceBody = z.object({
  expectedPrice: z
    .number({ message: "expectedPrice must be a whole number of coins" })
    .int("expectedPrice must be a whole number of coins")
    .min(0, "expectedPrice must be a whole number of coins")
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
  // A service asks at most 5 questions: more answers than that cannot all be right.
  answers: z
    .array(bookingAnswerInput, { message: "answers must be a list of answers" })
    .max(5, "A service asks at most 5 questions.")
    .optional(),
});

/** POST /org/bookings/:id/deliver: what was delivered, and its files. */
export const deliverBookingBody = z.object({
  message: requiredText("A delivery message", 4000),
  files: attachmentList,
});
export type DeliverBookingInput = z.output<typeof deliverBookingBody>;

/** POST /users/bookings/:id/cancel-request: why the customer asks to cancel. */
export const cancelRequestBody = z.object({
  reason: requiredText("A reason", 1000),
});

/** POST /org/bookings/:id/cancel-request/decline: why the organization declines. */
export const declineCancelBody = z.object({
  reason: requiredText("A reason", 1000),
});
