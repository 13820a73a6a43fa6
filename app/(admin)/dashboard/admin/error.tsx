"use client";

import { PageLoadError, type ErrorPageProps } from "@/components/data/page-load-error";

/** The dashboard's figures could not be read: say so, and offer to read them again. */
export default function AdminDashboardError({ reset }: ErrorPageProps) {
  return (
    <PageLoadError
      title="Couldn't load the dashboard"
      message="The platform's figures could not be read just now. Please try again."
      reset={reset}
    />
  );
}
