// Plain values of the org-services validation (statuses, limits, messages), apart from its zod
// schemas so that screens can import them without bringing the schema library to the browser.
export const SERVICE_STATUSES = [
  "pending",
  "changes_requested",
  "rejected",
  "active",
  "inactive",
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const MISSING_INFORMATION = "Missing Information";
export const FILL_IN_ALL_FIELDS = "Please fill in all fields.";
export const PRICE_WHOLE_COINS = "The price is a whole number of coins, at least 1.";
export const MAX_SERVICE_IMAGES = 6;
export const MAX_PRICE = 1_000_000;
/** A path of an image this site serves (`/images/...`, `/uploads/...`), never another host's. */
export const SITE_IMAGE_PATH = /^\/(images|uploads)\/[\w-]+(\/[\w-]+)*\.(svg|png|jpe?g|webp|avif)$/;

/** A service's questions to the customer at booking (its brief): how each is answered. */
export const QUESTION_KINDS = ["text", "file"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const MAX_SERVICE_QUESTIONS = 5;
export const MAX_QUESTION_PROMPT = 200;
export const TOO_MANY_QUESTIONS = `A service can ask at most ${MAX_SERVICE_QUESTIONS} questions.`;
export const SAME_QUESTION_TWICE = "Each question must be different: two of them ask the same.";
export const SAME_QUESTION_ID_TWICE = "Two questions have the same id.";
/** An edit names a question by an id the service does not have (a new question has no id). */
export const UNKNOWN_QUESTION_ID =
  "This service has no question with that id: leave the id out for a new question.";
/** The service form's word for a question added but left empty. */
export const WRITE_THE_QUESTION = "Write the question, or remove it.";
