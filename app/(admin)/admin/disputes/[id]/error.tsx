"use client";

import { PageLoadError, type ErrorPageProps } from "@/components/data/page-load-error";

/** The dispute could not be read: say so, and offer to read it again. */
export default function AdminDisputeError({ reset }: ErrorPageProps) {
  return (
    <PageLoadError
      title="Couldn't load this dispute"
      message="The dispute's case file could not be read just now. Please try again."
      reset={reset}
    />
  );
}
