// Forms check what is typed with their lib/validations zod schema, as the API does, but zod and
// the schema (tens of KB) load when a person starts on the form, not with the page: most visits
// to a page with a form never send it. `preload` starts the download when the form is first
// focused, so the check on submit rarely waits; when it does, the submission waits with it.
import { useRef } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { ApiClientError, NETWORK_ERROR } from "@/lib/api/client";

export interface LazySchema<S> {
  /** The schema; refused with the API client's network error when its code cannot be fetched. */
  load: () => Promise<S>;
  /** Starts the download and forgets a failure (the submission tries again and says so). */
  preload: () => void;
}

/** `load` is `() => import("@/lib/validations/x").then((module) => module.schema)`. */
export function lazySchema<S>(load: () => Promise<S>): LazySchema<S> {
  return {
    load: () =>
      load().catch(() => {
        throw new ApiClientError(NETWORK_ERROR, 0, "network_error");
      }),
    preload: () => void load().catch(() => undefined),
  };
}

/**
 * A check outside react-hook-form (a confirmation's reason): `parse` safe-parses with the schema
 * once it is there, and answers null to a second call made while the first waits for it, so a
 * double press sends nothing twice. It rejects with the network error when the schema cannot be
 * fetched.
 */
export function useSchemaCheck<S extends z.ZodType>(schema: LazySchema<S>) {
  const checking = useRef(false);
  async function parse(values: unknown): Promise<z.ZodSafeParseResult<z.output<S>> | null> {
    if (checking.current) return null;
    checking.current = true;
    try {
      return (await schema.load()).safeParse(values);
    } finally {
      checking.current = false;
    }
  }
  return { parse, preload: schema.preload };
}

/** A react-hook-form resolver whose schema loads on demand, with the `preload` that starts it. */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> &
  Pick<LazySchema<unknown>, "preload">;

/**
 * zodResolver over a schema loaded on demand: the same issues at the same fields, the parsed
 * values (or, with `raw`, the values as typed) to the submit handler. Spread nothing on the
 * form but `onFocus={resolver.preload}`.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
  options?: { raw?: false },
): LazyResolver<Input, Output>;
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
  options: { raw: true },
): LazyResolver<Input, Input>;
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
  { raw = false }: { raw?: boolean } = {},
): LazyResolver<Input, Input | Output> {
  const code = lazySchema(() =>
    Promise.all([import("@hookform/resolvers/zod").then((module) => module.zodResolver), load()]),
  );
  const resolver: Resolver<Input, unknown, Input | Output> = async (values, context, field) => {
    const [zodResolver, schema] = await code.load();
    return raw
      ? zodResolver(schema, undefined, { raw: true })(values, context, field)
      : zodResolver(schema)(values, context, field);
  };
  return Object.assign(resolver, { preload: code.preload });
}
