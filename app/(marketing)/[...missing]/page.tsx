import type { Metadata } from "next";
import { notFound } from "next/navigation";

// The not-found's title, also for the page: the browser keeps the page's after it hydrates.
export const metadata: Metadata = { title: "Page not found" };

// Any URL no other route matches lands here (a catch-all matches last) and gets the marketing
// layout's header and footer around (marketing)/not-found.tsx. The root not-found stays
// without them: Next.js sends its client components with every page, the header's among them.
export default function MissingPage(): never {
  notFound();
}
