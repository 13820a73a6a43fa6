"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { Page } from "@/lib/payments/wallet-entry";
import type { BookingFilter } from "./booking-text";
import { fetchOrgBookings } from "./bookings-api";

export type BookingListState =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  /** `version` changes with every fresh first page, so the list under it starts over. */
  | { kind: "ready"; page: Page<BookingView>; version: number };

/**
 * The filter and the first page of the list under it. The server renders the active bookings;
 * another filter, or a reload, asks the API. A reload keeps the rows on screen until the fresh
 * ones arrive; a new filter shows the loading state. Only the newest request may answer.
 */
export function useOrgBookings(initial: Page<BookingView>) {
  const [filter, setFilter] = useState<BookingFilter>("active");
  const [list, setList] = useState<BookingListState>({ kind: "ready", page: initial, version: 0 });
  const [refreshing, setRefreshing] = useState(false);
  const request = useRef<AbortController | null>(null);
  const version = useRef(0);

  const load = useCallback(async (next: BookingFilter, keepRows: boolean) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    if (keepRows) setRefreshing(true);
    else setList({ kind: "loading" });
    try {
      const page = await fetchOrgBookings(next, undefined, controller.signal);
      version.current += 1;
      setList({ kind: "ready", page, version: version.current });
    } catch (cause) {
      if (controller.signal.aborted) return;
      setList({ kind: "error", message: errorMessage(cause) });
    } finally {
      if (request.current === controller) {
        request.current = null;
        setRefreshing(false);
      }
    }
  }, []);

  useEffect(() => () => request.current?.abort(), []);

  const selectFilter = useCallback(
    (next: BookingFilter) => {
      if (next === filter) return;
      setFilter(next);
      void load(next, false);
    },
    [filter, load],
  );

  /** The current filter's first page again; `keepRows` leaves the list visible meanwhile. */
  const reload = useCallback(
    (keepRows = true) => void load(filter, keepRows && list.kind === "ready"),
    [filter, list.kind, load],
  );

  return { filter, list, refreshing, selectFilter, reload };
}
