import type { Metadata } from "next";
import { NotFoundContent } from "@/components/marketing/not-found-content";

export const metadata: Metadata = { title: "Page not found" };

// notFound() inside the account screens: their layout already draws the header and footer. Also
// keeps /login's first load lean: without a boundary of this group's own, the build gave these
// pages the root not-found's copy of the header's client code beside the layout's (8 KB twice).
export default function AuthNotFound() {
  return <NotFoundContent />;
}
