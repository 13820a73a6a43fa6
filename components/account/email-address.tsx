/**
 * An email address that wraps, when it must, only before its "@": never mid-word, as
 * `break-all` did ("user@exam" / "ple.test"). A part longer than the line still wraps
 * (break-words) rather than overflowing a phone's screen.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <strong className={className}>{email}</strong>;
  return (
    <strong className={className} data-testid="email-address">
      <span className="inline-block break-words">{email.slice(0, at)}</span>
      <wbr />
      <span className="inline-block break-words">{email.slice(at)}</span>
    </strong>
  );
}
