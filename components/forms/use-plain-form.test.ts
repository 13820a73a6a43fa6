// The plain form's store, as the sign-in, sign-up and conversion forms use it: what a submission
// hands the resolver and the handlers, where errors land and when they go, and which changes
// redraw the form.
import type { ChangeEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Resolver } from "react-hook-form";
import { ruleResolver } from "@/components/auth/rule-resolver";
import { plainFormStore } from "./use-plain-form";

interface Values {
  email: string;
  password: string;
}

const EMPTY: Values = { email: "", password: "" };

/** Requires an email; hands on the email trimmed, as a form's parse step does. */
const requireEmail = ruleResolver<Values, { email: string }>(
  (values) => (values.email.trim() ? null : { field: "email", message: "Enter your email" }),
  (values) => ({ email: values.email.trim() }),
);

function storeWith(resolver: Resolver<Values, unknown, { email: string }> = requireEmail) {
  const rerender = vi.fn();
  const store = plainFormStore<Values, { email: string }>(EMPTY, rerender);
  store.setResolver(resolver);
  return { store, rerender, form: () => store.form() };
}

/** The change event a typed field sends. */
const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe("plainFormStore", () => {
  it("hands the resolver what was typed and the valid handler what the resolver parsed", async () => {
    const { form } = storeWith();
    form().register("email").onChange(typed("  ann@example.test "));
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    await form().handleSubmit(onValid, onInvalid)();
    expect(onValid).toHaveBeenCalledWith({ email: "ann@example.test" }, undefined);
    expect(onInvalid).not.toHaveBeenCalled();
    expect(form().formState.errors).toEqual({});
  });

  it("puts the resolver's error at its field and calls the invalid handler instead", async () => {
    const { form } = storeWith();
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    await form().handleSubmit(onValid, onInvalid)();
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(form().getFieldState("email").error?.message).toBe("Enter your email");
    expect(form().getFieldState("password").error).toBeUndefined();
  });

  it("keeps an error about no field until the next submission, which clears it", async () => {
    const { form } = storeWith();
    form().setError("root.form", { type: "manual", message: "Too many attempts" });
    expect(form().formState.errors.root?.form?.message).toBe("Too many attempts");
    form().register("email").onChange(typed("ann@example.test"));
    await form().handleSubmit(vi.fn())();
    expect(form().formState.errors).toEqual({});
  });

  it("keeps the errors the valid handler set, and rethrows what it threw after them", async () => {
    const { form } = storeWith();
    form().register("email").onChange(typed("ann@example.test"));
    const refused = new Error("refused");
    const submit = form().handleSubmit(() => {
      form().clearErrors();
      form().setError("password", { type: "manual", message: "Wrong password" });
      throw refused;
    });
    await expect(submit()).rejects.toBe(refused);
    expect(form().getFieldState("password").error?.message).toBe("Wrong password");
  });

  it("runs the latest render's resolver", async () => {
    const { store, form } = storeWith();
    const later = vi.fn<Resolver<Values, unknown, { email: string }>>(() => ({
      values: { email: "x" },
      errors: {},
    }));
    store.setResolver(later);
    await form().handleSubmit(vi.fn())();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("redraws the form for the fields it reads and for errors, not for every key typed", () => {
    const { form, rerender } = storeWith();
    form().register("password").onChange(typed("secret"));
    expect(rerender).not.toHaveBeenCalled();
    expect(form().watch("email")).toBe("");
    form().register("email").onChange(typed("a"));
    expect(rerender).toHaveBeenCalledTimes(1);
    expect(form().watch("email")).toBe("a");
    form().setError("email", { type: "manual", message: "No" });
    expect(rerender).toHaveBeenCalledTimes(2);
  });

  it("gives a field one ref for the form's life, which shows the kept value when it mounts", () => {
    const { form } = storeWith();
    const first = form().register("email");
    first.onChange(typed("ann@example.test"));
    const again = form().register("email");
    expect(again.ref).toBe(first.ref);
    const element = { value: "typed before the page was ready" } as HTMLInputElement;
    again.ref(element);
    expect(element.value).toBe("ann@example.test");
  });

  it("runs the field's own change handler after keeping the value", () => {
    const { form } = storeWith();
    const seen: string[] = [];
    const field = form().register("email", { onChange: () => seen.push(form().watch("email")) });
    field.onChange(typed("b"));
    expect(seen).toEqual(["b"]);
  });

  it("sets a mounted field's text with setValue and reset, and reset clears the errors", () => {
    const { form } = storeWith();
    const element = { value: "" } as HTMLInputElement;
    form().register("email").ref(element);
    form().setValue("email", "120");
    expect(element.value).toBe("120");
    expect(form().watch("email")).toBe("120");
    form().setError("email", { type: "manual", message: "No" });
    form().reset({ email: "", password: "" });
    expect(element.value).toBe("");
    expect(form().formState.errors).toEqual({});
  });

  it("changes a field drawn by a control of its own through field()", () => {
    const { form, rerender } = storeWith();
    const { value, onChange } = form().field("email");
    expect(value).toBe("");
    onChange("picked");
    expect(rerender).toHaveBeenCalledTimes(1);
    expect(form().field("email").value).toBe("picked");
  });
});
