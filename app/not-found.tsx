import type { Metadata } from "next";
import { NotFoundContent } from "@/components/marketing/not-found-content";

export const metadata: Metadata = { title: "Page not found" };

// notFound() in a segment without a not-found of its own (an admin's page of an account that is
// gone), whose layout draws the header and footer. Unmatched URLs are caught by
// app/(marketing)/[...missing] and drawn in the marketing layout. Next.js sends this file's
// client components with every page, so it keeps to the body and to server components.
export default function NotFound() {
  return <NotFoundContent serverOnly />;
}
