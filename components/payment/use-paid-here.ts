"use client";

import { useEffect, useState, useTransition } from "react";
import { useRouter } from "next/navigation";

/**
 * Services this tab has paid for since its page data was drawn. Back after paying restores the
 * payment page from the browser-side router cache as it was before paying: Pay and the old
 * balance, though the booking exists (docs/features.md). Module state outlives client-side
 * navigations, so the restored page can tell and ask the server for what is true now: the
 * booking made, with its reference.
 */
const paidHere = new Set<string>();

export function rememberPaid(serviceId: string): void {
  paidHere.add(serviceId);
}

/**
 * True while the page is being redrawn because this tab paid for the service after the shown
 * copy was made; the server's page then shows the booking instead of Pay.
 */
export function useRedrawIfPaidHere(serviceId: string): boolean {
  const router = useRouter();
  const [stale, setStale] = useState(() => paidHere.has(serviceId));
  const [redrawing, startRedraw] = useTransition();

  useEffect(() => {
    if (!stale) return;
    // Once: if the booking has since been cancelled, the redrawn page offers Pay again.
    paidHere.delete(serviceId);
    // In one transition, so the copy made before paying stays hidden until the new one is in.
    startRedraw(() => {
      setStale(false);
      router.refresh();
    });
  }, [stale, serviceId, router]);

  return stale || redrawing;
}
