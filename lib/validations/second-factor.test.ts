// What a second-factor answer may look like before the server checks it.
import { describe, expect, it } from "vitest";
import { secondFactorAnswerSchema } from "./second-factor";

describe("second-factor answers", () => {
  it("take a 6-digit code with spaces around it, and recovery codes with or without the dash", () => {
    expect(secondFactorAnswerSchema.parse({ method: "totp", code: " 123456 " })).toEqual({
      method: "totp",
      code: "123456",
    });
    for (const code of ["abcde-23456", "ABCDE23456", "abcde 23456"]) {
      expect(secondFactorAnswerSchema.safeParse({ method: "recovery_code", code }).success).toBe(
        true,
      );
    }
  });

  it("refuse anything else with the field's message", () => {
    for (const code of ["12345", "1234567", "12 3456", "abcdef", 123456]) {
      const parsed = secondFactorAnswerSchema.safeParse({ method: "totp", code });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        "Enter the 6-digit code from your authenticator app.",
      );
    }
    expect(secondFactorAnswerSchema.safeParse({ method: "sms", code: "123456" }).success).toBe(
      false,
    );
    const bad = secondFactorAnswerSchema.safeParse({ method: "recovery_code", code: "abc" });
    expect(bad.error?.issues[0]?.message).toBe("Enter a recovery code, like abcde-23456.");
  });

  it("keep a passkey's answer to its outline and drop extensions the server does not read", () => {
    const response = {
      id: "Y3JlZA",
      rawId: "Y3JlZA",
      type: "public-key",
      response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
      clientExtensionResults: { appid: false, prf: { enabled: true } },
    };
    const parsed = secondFactorAnswerSchema.parse({ method: "passkey", response });
    expect(parsed).toMatchObject({
      method: "passkey",
      response: { clientExtensionResults: { appid: false } },
    });
    expect(JSON.stringify(parsed)).not.toContain("prf");
    const tooLong = { ...response, id: "A".repeat(5000) };
    expect(
      secondFactorAnswerSchema.safeParse({ method: "passkey", response: tooLong }).success,
    ).toBe(false);
    const notBase64url = { ...response, rawId: "a+b/c=" };
    expect(
      secondFactorAnswerSchema.safeParse({ method: "passkey", response: notBase64url }).success,
    ).toBe(false);
  });
});
