"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/api/client";
import type { RegionLocation } from "@/lib/money/region";

export interface PaymentMethods {
  region: RegionLocation;
  methods: { id: string; label: string }[];
  /** The saved preference; it prefills the checkout's method. */
  preferred: { id: string; method: string } | null;
}

export const PAYMENT_METHODS_KEY = "/api/v1/payments/methods";

/** The methods offered in the caller's region and the one they prefer. */
export function usePaymentMethods() {
  return useSWR<PaymentMethods>(PAYMENT_METHODS_KEY, swrFetcher, {
    revalidateOnFocus: false,
  });
}
