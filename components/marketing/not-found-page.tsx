import { SiteChrome } from "@/components/layout/site-chrome";
import { NotFoundContent } from "@/components/marketing/not-found-content";
import { getCurrentUser } from "@/lib/server/auth/current-user";

/** The 404 with the site's header and footer, for where no layout draws them. */
export async function NotFoundPage() {
  return (
    <SiteChrome user={await getCurrentUser()} mainClassName="flex flex-col">
      <NotFoundContent />
    </SiteChrome>
  );
}
