import { z } from "zod";

export const userIdParams = z.object({ id: z.string().min(1).max(64) });
