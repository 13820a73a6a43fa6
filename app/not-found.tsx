import type { Metadata } from "next";
import { NotFoundContent } from "@/components/marketing/not-found-content";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/nav/site-header";
import { getCurrentUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "Page not found" };

// Unmatched URLs render this inside the root layout only, so it brings the site chrome itself.
export default async function NotFound() {
  const user = await getCurrentUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={user} />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <NotFoundContent />
      </main>
      <SiteFooter role={user?.role} />
    </div>
  );
}
