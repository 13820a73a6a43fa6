"use client";

import dynamic from "next/dynamic";

// The service's detail dialog (Radix's dialog with its focus trap and scroll lock, about 15 KB)
// is needed only once a tile is opened: it loads right after the catalogue instead of with it.
// It is controlled (open while a service is chosen), so a tile chosen before it arrives still
// opens it the moment it does.
export const ServiceDialog = dynamic(
  () => import("./service-dialog").then((module) => module.ServiceDialog),
  { ssr: false },
);
