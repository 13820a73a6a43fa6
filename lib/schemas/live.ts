// What a signed-in browser's live stream pushes, and what the polling fallback reads: the counts
// its header and navigation show, each for the caller's own account.
import { z } from "zod";
import { queueCountsSchema } from "./admin-dashboard";

export const liveCountsSchema = z
  .object({
    notifications: z.number().int().min(0).meta({ description: "Unread notifications." }),
    messages: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Unread messages over all of the caller's bookings' threads." }),
    wallet: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The wallet's balance in coins; null for an admin." }),
    earnings: z
      .number()
      .int()
      .nullable()
      .meta({ description: "An organization's spendable earnings in coins; null for others." }),
    queues: queueCountsSchema
      .nullable()
      .meta({ description: "An admin's queues; null for others." }),
  })
  .meta({ id: "LiveCounts" });
export type LiveCounts = z.output<typeof liveCountsSchema>;
