import type { z } from "zod";
import type { secondFactorStatusSchema } from "@/lib/schemas/second-factor";

/** The account's second factors as GET /api/v1/auth/second-factor answers them. */
export type SecondFactorView = z.output<typeof secondFactorStatusSchema>;
