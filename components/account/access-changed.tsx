"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { PageLoading } from "./page-loading";

/**
 * Shown by a page whose own access check failed while its layout, kept from an earlier page,
 * still let it in (layouts do not render again on client navigation). Refreshing renders the
 * layouts again, which then show the right guard screen. Runs once per mount, so a layout and
 * page that disagree cannot loop.
 */
export function AccessChanged() {
  const router = useRouter();
  useEffect(() => {
    router.refresh();
  }, [router]);
  return <PageLoading label="Checking your access" />;
}
