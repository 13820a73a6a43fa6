// The AppError a promise is refused with (failing the test when it succeeds or throws another kind).
import { expect } from "vitest";
import { AppError } from "@/lib/errors/app-error";

export async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
