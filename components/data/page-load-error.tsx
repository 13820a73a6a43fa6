"use client";

import { Container } from "@/components/layout/container";
import { LoadError } from "@/components/ui/load-error";

/** What a route's error boundary gives a page: its props from Next.js. */
export interface ErrorPageProps {
  error: Error;
  reset: () => void;
}

/**
 * A page of the admin's whose data could not be read: what failed, in the page's frame, and Try
 * Again (Next.js renders the page again).
 */
export function PageLoadError({
  title,
  message,
  reset,
}: {
  title: string;
  message: string;
  reset: () => void;
}) {
  return (
    <Container className="py-8 sm:py-10">
      <LoadError title={title} message={message} onRetry={reset} />
    </Container>
  );
}
