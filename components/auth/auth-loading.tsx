import { Loader2Icon } from "lucide-react";

/** A spinner with its text, announced once as a status (e.g. "Verifying your reset link..."). */
export function AuthLoading({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 py-6 text-center text-sm text-muted-foreground"
    >
      <Loader2Icon aria-hidden="true" className="size-8 animate-spin text-primary" />
      <p>{text}</p>
    </div>
  );
}
