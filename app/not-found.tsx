import type { Metadata } from "next";
import { NotFoundContent } from "@/components/marketing/not-found-content";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/nav/site-header";

export const metadata: Metadata = { title: "Page not found" };

// Unmatched URLs render this inside the root layout only, so it brings the site chrome itself.
export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <NotFoundContent />
      </main>
      <SiteFooter />
    </div>
  );
}
