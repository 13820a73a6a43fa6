// What the page says when the browser's passkey prompt ends without a passkey.
import { describe, expect, it } from "vitest";
import { passkeyPromptError } from "./passkey-prompt-error";

function namedError(name: string, message = "whatever", code?: string): Error {
  const error = new Error(message);
  error.name = name;
  return Object.assign(error, code ? { code } : {});
}

describe("passkeyPromptError", () => {
  it("is quiet when the person closed the prompt", () => {
    expect(passkeyPromptError(namedError("NotAllowedError"))).toEqual({
      cancelled: true,
      message: "No passkey was added: the browser's prompt was closed.",
    });
    expect(passkeyPromptError(namedError("AbortError", "x", "ERROR_CEREMONY_ABORTED"))).toEqual({
      cancelled: true,
      message: "No passkey was added: the browser's prompt was closed.",
    });
  });

  it("says when this device holds a passkey for the account already", () => {
    const error = namedError("InvalidStateError", "x", "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED");
    expect(passkeyPromptError(error)).toEqual({
      cancelled: false,
      message: "This device already has a passkey for your account.",
    });
  });

  it("passes any other failure's message on", () => {
    expect(passkeyPromptError(namedError("SecurityError", "The RP ID is invalid"))).toEqual({
      cancelled: false,
      message: "The RP ID is invalid",
    });
    expect(passkeyPromptError("odd")).toEqual({
      cancelled: false,
      message: "An unexpected error occurred",
    });
  });
});
