"use client";

import useSWR from "swr";
import { fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import { endpoints } from "@/lib/api/endpoints";
import type { RegionLocation } from "@/lib/money/region";

export interface PaymentMethods {
  region: RegionLocation;
  methods: { id: string; label: string }[];
  /** The saved preference; it prefills the checkout's method. */
  preferred: { id: string; method: string } | null;
}

export const PAYMENT_METHODS_KEY = endpointUrl(endpoints.payments.methods);

/** The methods offered in the caller's region and the one they prefer. */
export function usePaymentMethods() {
  return useSWR(PAYMENT_METHODS_KEY, fetcherFor(endpoints.payments.methods), {
    revalidateOnFocus: false,
  });
}
