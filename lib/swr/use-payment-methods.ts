"use client";

import useSWR from "swr";
import { fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import * as endpoints from "@/lib/api/endpoints";

export const PAYMENT_METHODS_KEY = endpointUrl(endpoints.payments.methods);

/** The methods offered in the caller's region and the one they prefer. */
export function usePaymentMethods() {
  return useSWR(PAYMENT_METHODS_KEY, fetcherFor(endpoints.payments.methods), {
    revalidateOnFocus: false,
  });
}
