"use client";

import dynamic from "next/dynamic";
import { Spinner } from "@/components/ui/spinner";

// The answer form brings the file picker and the upload code: fetched only where a service asks
// questions, so booking one that asks none costs nothing more.
export const BriefAnswerForm = dynamic(
  () => import("./brief-answer-form").then((module) => module.BriefAnswerForm),
  {
    ssr: false,
    loading: () => (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Loading" />
        Loading the questions...
      </p>
    ),
  },
);
