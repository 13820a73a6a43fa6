"use client";

import useSWR from "swr";
import { fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import * as paymentsApi from "@/lib/api/endpoints/payments";

export const PAYMENT_METHODS_KEY = endpointUrl(paymentsApi.methods);

/** The methods offered in the caller's region and the one they prefer. */
export function usePaymentMethods() {
  return useSWR(PAYMENT_METHODS_KEY, fetcherFor(paymentsApi.methods), {
    revalidateOnFocus: false,
  });
}
