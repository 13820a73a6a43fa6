import { Bell } from "lucide-react";
import { badgeText } from "./bell-words";

/**
 * What the bell button shows, alike on the stand-in drawn at once and on the menu's own trigger
 * (notification-bell.tsx): the icon and, with unread ones, their count. For the eye only: the
 * button's name says the count (bellName).
 */
export function BellFace({ unread }: { unread: number }) {
  const badge = badgeText(unread);
  return (
    <>
      <Bell aria-hidden="true" className="size-5" />
      {badge ? (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute -top-0.5 -right-0.5 inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-semibold text-primary-foreground tabular-nums ring-2 ring-background"
        >
          {badge}
        </span>
      ) : null}
    </>
  );
}

/** The bell button's look: an icon button, the badge placed over its top-right corner. */
export const BELL_BUTTON_CLASS =
  "relative inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none data-[state=open]:bg-accent data-[state=open]:text-accent-foreground";
