// The simulated payment screen (docs/spec.md "Payment") is reached through query parameters:
// service and price, plus the id of the service being booked.
export interface PaymentLinkInput {
  service: string;
  price: number;
  serviceId?: string | null;
}

/** `/payment?service=...&price=...&serviceId=...`, skipping empty values (docs/spec.md section 5). */
export function paymentHref({ service, price, serviceId }: PaymentLinkInput): string {
  const params: [string, string | null | undefined][] = [
    ["service", service],
    ["price", String(price)],
    ["serviceId", serviceId],
  ];
  const query = params
    .filter((entry): entry is [string, string] => entry[1] != null && entry[1] !== "")
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
  return query ? `/payment?${query}` : "/payment";
}
