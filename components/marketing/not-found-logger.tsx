"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";

/** docs/spec.md route table: the path of every 404 is logged to the browser console. */
export function NotFoundLogger() {
  const pathname = usePathname();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return null;
}
