import { initials } from "@/lib/auth/initials";

/**
 * The account's initials drawn exactly as AccountAvatar draws them before its picture loads,
 * without Radix's avatar: the account menu's stand-in (lazy-account-menu.tsx) uses it, so the
 * page's first load carries no avatar code.
 */
export function AvatarStandIn({ name }: { name: string }) {
  return (
    <span data-slot="avatar" className="relative flex size-9 shrink-0 overflow-hidden rounded-full">
      <span
        data-slot="avatar-fallback"
        className="flex size-full items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {initials(name)}
      </span>
    </span>
  );
}
