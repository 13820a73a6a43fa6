"use client";

import { RefreshCw, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

interface LoadErrorProps {
  /** "Couldn't load …": what did not arrive. */
  title: string;
  message: string;
  onRetry: () => void;
  titleAs?: "h2" | "h3";
  "data-testid"?: string;
}

/** A list that failed to load: what failed, why, and a way to try again. */
export function LoadError({ title, message, onRetry, titleAs = "h2", ...rest }: LoadErrorProps) {
  return (
    <EmptyState
      icon={TriangleAlert}
      titleAs={titleAs}
      title={title}
      description={message}
      role="alert"
      {...rest}
    >
      <Button type="button" variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try Again
      </Button>
    </EmptyState>
  );
}
