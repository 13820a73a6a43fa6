"use client";

import Link from "@/components/ui/link";
import { Container } from "@/components/layout/container";
import { HydrationSlice } from "@/components/layout/hydration-slice";
import { Brand } from "@/components/nav/brand";
import type { NavItem } from "@/components/nav/nav-items";
import { SITE } from "@/lib/site";

// The same for every visitor; the marketplace group comes from footer-links.ts (it reads the
// permission table, which stays on the server).
const COMPANY_LINKS: NavItem[] = [
  { href: "/about", label: "About Us" },
  { href: "/contact", label: "Contact" },
  { href: "/support", label: "Support" },
  { href: "/docs/api", label: "API Documentation", document: true },
];

const LEGAL_LINKS: NavItem[] = [
  { href: "/terms", label: "Terms of Service" },
  { href: "/privacy", label: "Privacy Policy" },
];

const FOOTER_LINK =
  "rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground";

/**
 * The footer as drawn. A client component on purpose: the page's inline payload then carries its
 * props (the visitor's marketplace links and the year), not the whole footer a second time beside
 * the HTML, on every page. It has nothing interactive beyond its links.
 */
export function SiteFooterContent({
  marketplace,
  year,
}: {
  /** The visitor's marketplace links (footer-links.ts marketplaceLinks). */
  marketplace: NavItem[];
  /** The server's year: the browser's clock could read another at New Year. */
  year: number;
}) {
  const groups = [
    { title: "Marketplace", links: marketplace },
    { title: "Company", links: COMPANY_LINKS },
    { title: "Legal", links: LEGAL_LINKS },
  ];
  return (
    <footer className="border-t bg-muted/50 print:hidden">
      <HydrationSlice>
        <Container className="grid grid-cols-2 gap-10 py-12 lg:grid-cols-[1.6fr_repeat(3,1fr)] lg:py-16">
          <div className="col-span-2 max-w-sm space-y-4 lg:col-span-1">
            <Brand />
            <p className="text-sm leading-6 text-muted-foreground">
              {SITE.description} Payments are processed securely by Razorpay.
            </p>
          </div>
          {groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="text-sm font-semibold text-foreground">{group.title}</h2>
              <ul className="mt-4 space-y-3">
                {group.links.map((link) => (
                  <li key={link.href}>
                    {link.document ? (
                      <a href={link.href} className={FOOTER_LINK}>
                        {link.label}
                      </a>
                    ) : (
                      <Link href={link.href} className={FOOTER_LINK}>
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Container>
      </HydrationSlice>
      <div className="border-t">
        <Container className="flex flex-col gap-2 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {SITE.name}. All rights reserved.
          </p>
          <p>
            Questions?{" "}
            <a
              href={`mailto:${SITE.supportEmail}`}
              className="rounded-sm font-medium text-foreground underline-offset-4 hover:underline"
            >
              {SITE.supportEmail}
            </a>
          </p>
        </Container>
      </div>
    </footer>
  );
}
