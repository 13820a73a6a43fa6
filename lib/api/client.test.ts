import { describe, expect, it } from "vitest";
import { ApiClientError, fieldIssue } from "./client";

describe("fieldIssue", () => {
  const fields = ["name", "email"] as const;

  it("finds the first issue about one of the form's fields", () => {
    const error = new ApiClientError("Taken", 409, "email_in_use", undefined, [
      { path: "oobCode", message: "Invalid or expired reset link" },
      { path: "email", message: "Taken" },
    ]);
    expect(fieldIssue(error, fields)).toEqual({ field: "email", message: "Taken" });
  });

  it("is null without issues, or for issues about other fields", () => {
    expect(fieldIssue(new ApiClientError("Busy", 429, "rate_limited"), fields)).toBeNull();
    const other = new ApiClientError("x", 422, "validation_failed", undefined, [
      { path: "role", message: "x" },
    ]);
    expect(fieldIssue(other, fields)).toBeNull();
    expect(fieldIssue(new Error("boom"), fields)).toBeNull();
  });
});
