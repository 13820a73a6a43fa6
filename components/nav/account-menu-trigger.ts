// The account menu's avatar button, shared by the menu and the stand-in drawn while it loads
// (lazy-account-menu.tsx), so both look the same.
export const ACCOUNT_MENU_TRIGGER_CLASS =
  "rounded-full transition-shadow outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:ring-[3px] data-[state=open]:ring-ring/30";
