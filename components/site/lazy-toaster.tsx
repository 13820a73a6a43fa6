"use client";

import dynamic from "next/dynamic";

// The toasts' container (Sonner) is needed only once something is announced: loaded after the
// page instead of with it, which keeps about 10 KB out of every page's first-load JavaScript.
// Toasts made before it mounts are not lost: Sonner shows the active ones when it subscribes.
export const LazyToaster = dynamic(
  () => import("@/components/ui/sonner").then((module) => module.Toaster),
  { ssr: false },
);
