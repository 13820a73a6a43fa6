import { SiteChrome } from "@/components/layout/site-chrome";
import { getCurrentUser } from "@/lib/server/auth/current-user";

export default async function MarketingLayout({ children }: { children: React.ReactNode }) {
  // Public pages still show who is signed in: the header switches to the account's links.
  return <SiteChrome user={await getCurrentUser()}>{children}</SiteChrome>;
}
