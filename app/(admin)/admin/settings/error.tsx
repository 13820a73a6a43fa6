"use client";

import { PageLoadError, type ErrorPageProps } from "@/components/data/page-load-error";

/** The money rules could not be read: say so, and offer to read them again. */
export default function AdminSettingsError({ reset }: ErrorPageProps) {
  return (
    <PageLoadError
      title="Couldn't load the settings"
      message="The platform's money rules could not be read just now. Please try again."
      reset={reset}
    />
  );
}
