// The reset link's own failures (docs/spec.md section 8, "Password reset (link and confirm)"): the
// API marks them with a code, and the screen then says so and sends people to request a new link.
import { ApiClientError } from "@/lib/api/client";

const LINK_MESSAGES: Partial<Record<string, string>> = {
  expired_action_code: "This reset link has expired. Please request a new one.",
  invalid_action_code: "This reset link is invalid. Please request a new one.",
};

export const INVALID_RESET_LINK = "Invalid reset link";
export const DEFAULT_RESET_LINK_ERROR = "Invalid or expired reset link";

/** The message for an expired or invalid code, or null when the error is about something else. */
export function resetLinkProblem(error: unknown): string | null {
  if (!(error instanceof ApiClientError)) return null;
  return LINK_MESSAGES[error.code] ?? null;
}

/** Any failure to check the link counts as a bad link; known codes get their own text. */
export function resetLinkCheckMessage(error: unknown): string {
  return resetLinkProblem(error) ?? DEFAULT_RESET_LINK_ERROR;
}
