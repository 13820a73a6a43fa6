"use client";

import { Button } from "@/components/ui/button";
import { useLogout } from "@/components/nav/use-logout";

/** A quiet "Log out" for screens that block the account, so nobody is stuck on them. */
export function LogoutLinkButton() {
  const { logout, pending } = useLogout();
  return (
    <Button type="button" variant="link" loading={pending} onClick={() => void logout()}>
      Log out
    </Button>
  );
}
