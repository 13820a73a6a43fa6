"use client";

import { PageLoadError, type ErrorPageProps } from "@/components/data/page-load-error";

/** The account's detail could not be read: say so, and offer to read it again. */
export default function AdminUserError({ reset }: ErrorPageProps) {
  return (
    <PageLoadError
      title="Couldn't load this account"
      message="The account's details could not be read just now. Please try again."
      reset={reset}
    />
  );
}
