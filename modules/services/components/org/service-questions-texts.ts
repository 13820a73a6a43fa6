// The words of the service form's questions that the end-to-end specs look for.

/** The section of the service form that holds the brief's questions. */
export const QUESTIONS_TITLE = "Questions for the customer";

/** One question's label in the form: "Question 1". */
export function questionLabel(index: number): string {
  return `Question ${index + 1}`;
}
