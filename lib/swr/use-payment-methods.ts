"use client";

import useSWR from "swr";
import { fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import { paymentsMethods } from "@/lib/api/endpoints/payments";

const PAYMENT_METHODS_KEY = endpointUrl(paymentsMethods);

/** The methods offered in the caller's region and the one they prefer. */
export function usePaymentMethods() {
  return useSWR(PAYMENT_METHODS_KEY, fetcherFor(paymentsMethods), {
    revalidateOnFocus: false,
  });
}
