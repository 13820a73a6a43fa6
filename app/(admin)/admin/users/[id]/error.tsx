"use client";

import { Container } from "@/components/layout/container";
import { LoadError } from "@/components/ui/load-error";

/** The account's detail could not be read: say so, and offer to read it again. */
export default function AdminUserError({ reset }: { error: Error; reset: () => void }) {
  return (
    <Container className="py-8 sm:py-10">
      <LoadError
        title="Couldn't load this account"
        message="The account's details could not be read just now. Please try again."
        onRetry={reset}
      />
    </Container>
  );
}
