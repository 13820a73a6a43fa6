import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/nav/site-header";
import { getCurrentUser } from "@/lib/server/auth/current-user";

/** Account screens: the site's header and footer around one centred card. */
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  // Most of these pages send signed-in visitors on; /verify-email and /reset-password do not,
  // and their header should then show the account (the lookup is cached for the request).
  const user = await getCurrentUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={user} />
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 justify-center bg-muted/40 px-4 py-10 outline-none sm:items-center sm:px-6 sm:py-16"
      >
        <div className="w-full max-w-md">{children}</div>
      </main>
      <SiteFooter role={user?.role} />
    </div>
  );
}
