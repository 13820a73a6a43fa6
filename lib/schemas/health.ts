// The platform's health, public (load balancers) and for admins (ledger, double charges, mail).
import { z } from "zod";
import { CURRENCIES } from "@/lib/money/currencies";
import { uptimeSchema } from "./admin-dashboard";
import { auditChainSchema } from "./audit-log";
import { count, isoDateTime, minorUnits } from "./common";

export const healthSchema = z
  .object({
    status: z.literal("ok"),
    database: z.object({ ok: z.literal(true), latencyMs: z.number() }),
    uptimeSeconds: z.number(),
  })
  .meta({ id: "Health" });

export const liveSchema = z
  .object({ status: z.literal("ok"), uptimeSeconds: z.number() })
  .meta({ id: "Live" });

export const readySchema = z
  .object({
    status: z.literal("ok"),
    database: z.object({ ok: z.literal(true), latencyMs: z.number() }),
    migrations: z.object({ applied: count }),
  })
  .meta({ id: "Ready" });

export const platformHealthSchema = healthSchema
  .extend({
    ledger: z.object({
      ok: z.boolean(),
      accounts: count,
      transfers: count,
      problems: z.array(z.string()),
    }),
    duplicatePayments: z.object({
      open: count.meta({
        description:
          "Captured payments never credited (a second payment of a paid order, or one after the order's price expired) and not refunded yet.",
      }),
      items: z.array(
        z.object({
          orderId: z.string(),
          paymentId: z.string(),
          reason: z.enum(["second_payment", "expired_order"]),
          amountMinor: minorUnits,
          currency: z.enum(CURRENCIES),
          status: z.enum(["refund_pending", "refund_failed"]),
          failureReason: z.string().nullable(),
          createdAt: isoDateTime,
        }),
      ),
    }),
    uptime: uptimeSchema.nullable(),
    auditChain: auditChainSchema.meta({
      description:
        "The audit log's hash chain, walked from its first entry (npm run audit:verify).",
    }),
    mail: z
      .object({
        pending: count.meta({ description: "Mails waiting to be sent or retried." }),
        failed: count.meta({ description: "Mails given up on after every retry." }),
        oldestPendingAt: isoDateTime.nullable(),
      })
      .meta({ description: "The mail outbox (delivered over SMTP_URL)." }),
  })
  .meta({ id: "PlatformHealth" });
