import { describe, expect, it } from "vitest";
import { ApiClientError, NETWORK_ERROR } from "@/lib/api/client";
import { lazySchema, lazyZodResolver } from "./lazy-schema";

/** What react-hook-form passes a resolver on submit, for forms without native validation. */
const OPTIONS = { fields: {}, shouldUseNativeValidation: false };

const loadAuth = () => import("@/lib/validations/auth");

describe("lazyZodResolver", () => {
  it("puts the schema's message on its field, as the form showed it with zod up front", async () => {
    const check = lazyZodResolver(() => loadAuth().then((module) => module.forgotPasswordSchema));
    const result = await check({ email: "not-an-address" }, undefined, OPTIONS);
    expect(result.errors.email?.message).toBe("Please enter a valid email address");
    expect(result.values).toEqual({});
  });

  it("hands the submit handler the parsed values, or with raw the values as typed", async () => {
    const parsed = lazyZodResolver(() => loadAuth().then((m) => m.forgotPasswordSchema));
    expect((await parsed({ email: " Ann@Example.TEST " }, undefined, OPTIONS)).values).toEqual({
      email: "ann@example.test",
    });
    const typed = {
      role: "user" as const,
      organizationName: "",
      name: "Ann",
      email: "ann@example.test",
      password: "a-fine-password",
      confirmPassword: "a-fine-password",
      acceptTerms: true,
    };
    const raw = lazyZodResolver(() => loadAuth().then((m) => m.signupSchema), { raw: true });
    const result = await raw(typed, undefined, OPTIONS);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(typed);
  });

  it("refuses with the network error, and sends nothing, when the schema cannot be fetched", async () => {
    const check = lazyZodResolver<{ email: string }, { email: string }>(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    const failure = Promise.resolve(check({ email: "a@b.test" }, undefined, OPTIONS)).catch(
      (cause: unknown) => cause,
    );
    await expect(failure).resolves.toBeInstanceOf(ApiClientError);
    await expect(failure).resolves.toMatchObject({ message: NETWORK_ERROR, status: 0 });
    // Preloading swallows the failure: the submission tries again.
    expect(() => check.preload()).not.toThrow();
  });
});

describe("lazySchema", () => {
  it("loads the schema once asked and checks with it", async () => {
    const schema = lazySchema(() =>
      import("@/lib/validations/admin-users").then((module) => module.suspendUserSchema),
    );
    const refused = (await schema.load()).safeParse({ reason: " " });
    expect(refused.success).toBe(false);
  });
});
