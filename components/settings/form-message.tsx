import { CircleAlert } from "lucide-react";

/** A form's error under its fields, announced as soon as it appears. */
export function FormError({ id, message }: { id: string; message: string | null }) {
  return (
    <p
      id={id}
      role="alert"
      className="flex min-h-5 items-start gap-1.5 text-sm font-medium text-destructive empty:hidden"
    >
      {message ? (
        <>
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </>
      ) : null}
    </p>
  );
}
