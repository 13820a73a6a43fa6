import type { Metadata } from "next";
import { NotFoundContent } from "@/components/marketing/not-found-content";

export const metadata: Metadata = { title: "Page not found" };

// notFound() inside the marketing pages: their layout already draws the header and footer.
export default function MarketingNotFound() {
  return <NotFoundContent />;
}
