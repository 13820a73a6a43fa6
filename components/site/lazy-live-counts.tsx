"use client";

import dynamic from "next/dynamic";

// The live counts' code loads after the page, and only for a signed-in visitor (the root layout
// mounts this for one): a signed-out page carries none of it.
export const LazyLiveCounts = dynamic(
  () => import("./live-counts").then((module) => module.LiveCounts),
  { ssr: false },
);
