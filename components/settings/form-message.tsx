import { CircleAlert } from "lucide-react";

/** A form's error under its fields, announced as soon as it appears; `title` leads it in bold. */
export function FormError({
  id,
  message,
  title,
}: {
  id: string;
  message: string | null;
  title?: string;
}) {
  return (
    <p
      id={id}
      role="alert"
      className="flex min-h-5 items-start gap-1.5 text-sm font-medium text-destructive empty:hidden"
    >
      {message ? (
        <>
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {title ? <span className="font-semibold">{title}: </span> : null}
            {message}
          </span>
        </>
      ) : null}
    </p>
  );
}
