import type { Metadata } from "next";
import { NotFoundPage } from "@/components/marketing/not-found-page";

export const metadata: Metadata = { title: "Page not found" };

// The mailbox is closed (production, or not asked for): the site's 404, as for any unknown URL.
export default function MailboxNotFound() {
  return <NotFoundPage />;
}
