import { describe, expect, it } from "vitest";
import { existingAccountEmail } from "./existing-account-email";

const links = {
  signIn: "http://localhost:3000/login",
  forgotPassword: "http://localhost:3000/forgot-password",
};

describe("the mail to an account's owner when someone signs up with its email", () => {
  it("links to sign in and to reset the password, in the text and the HTML", () => {
    const mail = existingAccountEmail("ada@example.test", "Ada Lovelace", links);
    expect(mail).toMatchObject({ to: "ada@example.test", kind: "signup_existing_account" });
    expect(mail.text).toContain("Hi Ada Lovelace,");
    expect(mail.text).toContain("Sign in: http://localhost:3000/login\n");
    expect(mail.text).toContain("Set a new one here: http://localhost:3000/forgot-password");
    expect(mail.html).toContain('href="http://localhost:3000/login"');
    expect(mail.html).toContain("http://localhost:3000/forgot-password");
  });

  it("names the owner as every mail does: no link a stranger chose, no markup", () => {
    const mail = existingAccountEmail("ada@example.test", "Ada <b>visit evil.com</b>", links);
    expect(mail.text).not.toContain("evil.com");
    expect(mail.html).not.toContain("<b>");
  });
});
