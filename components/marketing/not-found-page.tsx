import { NotFoundContent } from "@/components/marketing/not-found-content";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/nav/site-header";
import { getCurrentUser } from "@/lib/server/auth/current-user";

/** The 404 with the site's header and footer, for where no layout draws them. */
export async function NotFoundPage() {
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
