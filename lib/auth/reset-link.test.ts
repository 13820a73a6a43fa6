import { describe, expect, it } from "vitest";
import { ApiClientError } from "@/lib/api/client";
import { DEFAULT_RESET_LINK_ERROR, resetLinkCheckMessage, resetLinkProblem } from "./reset-link";

describe("reset link errors", () => {
  it("names expired and invalid codes", () => {
    const expired = new ApiClientError("x", 400, "expired_action_code");
    const invalid = new ApiClientError("x", 400, "invalid_action_code");
    expect(resetLinkProblem(expired)).toBe(
      "This reset link has expired. Please request a new one.",
    );
    expect(resetLinkProblem(invalid)).toBe("This reset link is invalid. Please request a new one.");
  });

  it("leaves other errors to the form, and calls any failed check a bad link", () => {
    const weak = new ApiClientError("Password is too weak", 422, "validation_failed");
    expect(resetLinkProblem(weak)).toBeNull();
    expect(resetLinkProblem(new Error("boom"))).toBeNull();
    expect(resetLinkCheckMessage(weak)).toBe(DEFAULT_RESET_LINK_ERROR);
  });
});
