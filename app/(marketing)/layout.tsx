import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/nav/site-header";
import { getCurrentUser } from "@/lib/server/auth/current-user";

export default async function MarketingLayout({ children }: { children: React.ReactNode }) {
  // Public pages still show who is signed in: the header switches to the account's links.
  const user = await getCurrentUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={user} />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter role={user?.role} />
    </div>
  );
}
