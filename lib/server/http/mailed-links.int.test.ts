// Links in emails never follow request headers: a client that sends another Host or
// X-Forwarded-Host must not get a victim mailed a link to the attacker's host.
import { describe, expect, it } from "vitest";
import { POST as forgotPassword } from "@/app/api/v1/auth/forgot-password/route";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { GET as verifyEmail } from "@/app/api/v1/auth/verify-email/route";
import { lastMailTo, PASSWORD, signedIn, uniqueEmail } from "@/test/integration/accounts";
import { call, freshIp } from "@/test/integration/http";

const SPOOFED = {
  host: "evil.example",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
  forwarded: "host=evil.example;proto=https",
};

async function mailedText(email: string): Promise<string> {
  const { mail } = await lastMailTo(email);
  return `${mail?.text ?? ""} ${mail?.html ?? ""}`;
}

describe("links in emails", () => {
  it("a password reset asked with spoofed host headers links to the server's own origin", async () => {
    const { email } = await signedIn("user");
    const response = await call(forgotPassword, "/api/v1/auth/forgot-password", {
      ip: freshIp(),
      headers: SPOOFED,
      body: { email },
    });
    expect(response.status).toBe(200);
    const text = await mailedText(email);
    expect(text).toContain("http://localhost:3000/reset-password?mode=resetPassword&oobCode=");
    expect(text).not.toContain("evil.example");
  });

  it("a sign-up with spoofed host headers is mailed a verification link to the server's own origin", async () => {
    const email = uniqueEmail("spoofed");
    const response = await call(register, "/api/v1/auth/register", {
      ip: freshIp(),
      headers: SPOOFED,
      body: {
        name: "Spoofed Host",
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
        role: "user",
      },
    });
    expect(response.status).toBe(201);
    const text = await mailedText(email);
    expect(text).toContain("http://localhost:3000/api/v1/auth/verify-email?token=");
    expect(text).not.toContain("evil.example");
  });

  it("the verification link's redirect stays on the host the browser used", async () => {
    const response = await call(verifyEmail, "/api/v1/auth/verify-email?token=nonsense", {
      headers: SPOOFED,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/verify-email?status=invalid");
  });
});
