// A conversion request kept without its payout destination (one made before destinations were
// required) can only be rejected: approving it is refused (settle-conversion.ts). The admin's
// figures count such requests apart, so the money "to pay" is only money that can be paid.
import "server-only";
import { Prisma } from "@/generated/prisma/client";

/** SQL over "ConversionRequest": true when the request has nothing to pay to. */
export const UNPAYABLE = Prisma.sql`("payoutSealed" IS NULL OR "payoutMasked" IS NULL OR "payoutMethod" IS NULL)`;
