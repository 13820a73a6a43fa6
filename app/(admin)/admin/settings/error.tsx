"use client";

import { Container } from "@/components/layout/container";
import { LoadError } from "@/components/ui/load-error";

/** The money rules could not be read: say so, and offer to read them again. */
export default function AdminSettingsError({ reset }: { error: Error; reset: () => void }) {
  return (
    <Container className="py-8 sm:py-10">
      <LoadError
        title="Couldn't load the settings"
        message="The platform's money rules could not be read just now. Please try again."
        onRetry={reset}
      />
    </Container>
  );
}
