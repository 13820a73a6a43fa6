"use client";

// The few parts of react-hook-form that the sign-in, sign-up and conversion forms use, for pages
// whose first load should not carry the library (about 15 KB gzipped, most of it code these
// forms never run). It keeps react-hook-form's behaviour where the forms rely on it: typed fields
// are uncontrolled and read from their change events; a submission runs the resolver (the same
// ruleResolver or lazyZodResolver) and puts its errors at their fields, clears the errors about no
// field, then calls the valid handler or the invalid one; an error thrown by the valid handler is
// rethrown after the errors are shown. Only the fields a form reads while it renders (`watch`,
// `field`) re-render it as they change, as useWatch and useController do.
import { useReducer, useState, type ChangeEvent, type RefCallback } from "react";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { ErrorForm } from "@/components/auth/use-form-error";

type Name<T> = Extract<keyof T, string>;

/** What `register` spreads on a typed field (an input whose value is a string). */
interface RegisteredField {
  name: string;
  ref: RefCallback<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/** What useFormError needs of a form, and what these forms call besides. */
export interface PlainForm<T extends FieldValues, O> extends ErrorForm<T, O> {
  /** A typed field; `onChange` runs after the value is kept. */
  register(
    name: Name<T>,
    options?: { onChange?: (event: ChangeEvent<HTMLInputElement>) => void },
  ): RegisteredField;
  /** Sets a field's value (and a typed field's text), re-rendering readers of it. */
  setValue<K extends Name<T>>(name: K, value: T[K]): void;
  /** All values at once, as after a submission that went through. */
  reset(values: T): void;
  /** The field's current value, re-rendering the form when it changes (useWatch). */
  watch<K extends Name<T>>(name: K): T[K];
  /** A field drawn by a control of its own (useController): its value and how to change it. */
  field<K extends Name<T>>(name: K): { value: T[K]; onChange: (value: T[K]) => void };
}

interface Registration {
  field: RegisteredField;
  onChange: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined;
}

/** The options react-hook-form gives a resolver, as a form without registered refs gives them. */
function resolverOptions<T extends FieldValues>(values: T) {
  return {
    fields: {},
    names: Object.keys(values) as Name<T>[],
    criteriaMode: "firstError" as const,
    shouldUseNativeValidation: false,
  };
}

/**
 * The form's values and errors outside React: `rerender` is called when something a render reads
 * changed. `resolver` is the latest render's (a form may build it from its props, the balance).
 */
export function plainFormStore<T extends FieldValues, O>(
  defaultValues: T,
  rerender: () => void,
): { form: () => PlainForm<T, O>; setResolver: (resolver: Resolver<T, unknown, O>) => void } {
  let values: T = { ...defaultValues };
  let errors: FieldErrors<T> = {};
  let resolver: Resolver<T, unknown, O> | null = null;
  const watched = new Set<string>();
  const elements = new Map<string, HTMLInputElement>();
  const registered = new Map<string, Registration>();

  function keep(name: string, value: unknown) {
    values = { ...values, [name]: value };
    if (watched.has(name)) rerender();
  }

  function setErrors(next: FieldErrors<T>) {
    errors = next;
    rerender();
  }

  const text = (value: unknown) => (typeof value === "string" ? value : "");

  const form = (): PlainForm<T, O> => ({
    formState: { errors },
    getFieldState(name, formState) {
      return { error: (formState ?? { errors }).errors[name] as FieldError | undefined };
    },
    handleSubmit(onValid, onInvalid) {
      return async (event) => {
        event?.preventDefault();
        if (!resolver) throw new Error("usePlainForm: no resolver");
        const submitted = { ...values };
        const result = await resolver(submitted, undefined, resolverOptions(submitted));
        // An error about no field belongs to the last submission.
        const { root: _root, ...found } = result.errors;
        errors = found as FieldErrors<T>;
        let thrown: { error: unknown } | null = null;
        if (Object.keys(found).length === 0) {
          rerender();
          try {
            await onValid(result.values as O, event);
          } catch (error) {
            thrown = { error };
          }
        } else {
          await onInvalid?.({ ...errors }, event);
        }
        rerender();
        if (thrown) throw thrown.error;
      };
    },
    clearErrors() {
      setErrors({});
    },
    setError(name, error) {
      const at = name.startsWith("root.") ? name.slice("root.".length) : null;
      const next: Record<string, unknown> = { ...errors };
      if (at === null) next[name] = { ...error };
      else next.root = { ...(errors.root as object | undefined), [at]: { ...error } };
      setErrors(next as FieldErrors<T>);
    },
    register(name, options) {
      const known = registered.get(name);
      if (known) {
        known.onChange = options?.onChange;
        return known.field;
      }
      const entry: Registration = {
        onChange: options?.onChange,
        // One ref callback per field for the form's life: React calls a new one on every
        // render, and the value must be set when the field mounts, not as it is typed in.
        field: {
          name,
          ref(element) {
            if (!element) {
              elements.delete(name);
              return;
            }
            elements.set(name, element);
            // As react-hook-form does when a field mounts: it shows the form's value for it (a
            // field shown again keeps what was typed before it was hidden).
            element.value = text(values[name]);
          },
          onChange(event) {
            keep(name, event.target.value);
            entry.onChange?.(event);
          },
          onBlur() {},
        },
      };
      registered.set(name, entry);
      return entry.field;
    },
    setValue(name, value) {
      const element = elements.get(name);
      if (element) element.value = text(value);
      keep(name, value);
    },
    reset(next) {
      values = { ...next };
      for (const [name, element] of elements) element.value = text(next[name]);
      errors = {};
      rerender();
    },
    watch(name) {
      watched.add(name);
      return values[name];
    },
    field(name) {
      watched.add(name);
      return { value: values[name], onChange: (value) => keep(name, value) };
    },
  });
  return {
    form,
    setResolver(next) {
      resolver = next;
    },
  };
}

/**
 * A form checked on submit only (react-hook-form's mode and reValidateMode "onSubmit"), that
 * never moves focus itself (useFormError does).
 */
export function usePlainForm<T extends FieldValues, O>({
  resolver,
  defaultValues,
}: {
  resolver: Resolver<T, unknown, O>;
  defaultValues: T;
}): PlainForm<T, O> {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [store] = useState(() => plainFormStore<T, O>(defaultValues, rerender));
  store.setResolver(resolver);
  return store.form();
}
