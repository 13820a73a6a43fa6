// Query parameters of /payment (docs/spec.md route table): service defaults to 'Service', price is a
// whole, non-negative number of coins and falls back to 0 for anything else.
import { z } from "zod";
import { firstValue } from "@/lib/auth/page-params";

const paymentQuerySchema = z.object({
  service: z.preprocess(firstValue, z.string().trim().min(1).max(200).catch("Service")),
  price: z.preprocess(
    firstValue,
    z
      .string()
      .trim()
      .regex(/^\d+$/)
      .transform(Number)
      .pipe(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER))
      .catch(0),
  ),
  serviceId: z.preprocess(firstValue, z.string().trim().min(1).optional().catch(undefined)),
});

export type PaymentQuery = z.infer<typeof paymentQuerySchema>;

export function parsePaymentQuery(
  searchParams: Record<string, string | string[] | undefined>,
): PaymentQuery {
  return paymentQuerySchema.parse(searchParams);
}
