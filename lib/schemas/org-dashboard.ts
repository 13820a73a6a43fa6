// The organization dashboard: its figures with what each compares against last month, its recent
// conversion requests, and its daily earnings.
import { z } from "zod";
import { CURRENCIES } from "@/lib/money/currencies";
import { CONVERSION_STATUSES } from "@/lib/validations/conversions-values";
import { EARNINGS_RANGES } from "@/lib/validations/org-dashboard";
import { coins, count, isoDateTime } from "./common";
import { clearingScheduleSchema, conversionMoneyFields, payoutProgressFields } from "./conversions";

/** `?range=30d|90d|365d`, 30 days unless asked. */
export const earningsQuery = z.object({
  range: z
    .enum(EARNINGS_RANGES)
    .default("30d")
    .meta({ description: "How far back the chart looks, today included.", examples: ["90d"] }),
});

const monthChangeSchema = z
  .object({
    current: count,
    previous: count,
  })
  .meta({
    id: "MonthChange",
    description:
      "The two quantities a figure's change compares, this month's and last month's; what they are is stated per figure.",
  });

const figureSchema = (description: string, change: string) =>
  z
    .object({ value: count, change: monthChangeSchema })
    .describe(`${description} Change: ${change}`);

export const orgDashboardSchema = z
  .object({
    figures: z.object({
      totalEarned: figureSchema(
        "Coins earned from delivered bookings, all time, net of the platform's commission: what reached the earnings account.",
        "coins earned this calendar month against last calendar month.",
      ).extend({
        gross: coins.meta({
          description: "What customers paid for those bookings: value plus commission.",
        }),
        commission: coins.meta({
          description: "What the platform kept of them, as fixed on each booking when booked.",
        }),
      }),
      availableToConvert: figureSchema(
        "The earnings balance: coins that can be converted now.",
        "the balance now against the balance at the end of last month.",
      ),
      clearing: figureSchema(
        "Earnings of completed bookings that have not cleared yet: they can be converted once they clear.",
        "clearing now against clearing at the end of last month.",
      ).extend({ schedule: clearingScheduleSchema }),
      inEscrow: figureSchema(
        "Coins held for the organization's bookings until they complete or are cancelled (active, delivered or disputed).",
        "held now against held at the end of last month.",
      ),
      activeServices: figureSchema(
        "Services listed in the catalogue now.",
        "services approved this month against last month.",
      ),
      totalBookings: figureSchema(
        "Bookings of the organization's services, all time, whatever became of them.",
        "bookings made this month against last month.",
      ),
      pendingConversions: figureSchema(
        "Conversion requests waiting for an admin.",
        "waiting now against waiting at the end of last month.",
      ).extend({ coins }),
    }),
    recentConversions: z.array(
      z.object({
        id: z.string(),
        currency: z.enum(CURRENCIES),
        // Gross, fee, net, rate and payout, as quoted when asked (the conversions' own fields).
        ...conversionMoneyFields,
        status: z.enum(CONVERSION_STATUSES),
        requestedAt: isoDateTime,
        ...payoutProgressFields,
      }),
    ),
    /** Where "this month" begins, in the caller's region's time zone. */
    monthStart: isoDateTime,
    timeZone: z.string(),
  })
  .meta({ id: "OrgDashboard", description: "An organization's dashboard figures." });
export type OrgDashboardView = z.output<typeof orgDashboardSchema>;
export type RecentConversion = OrgDashboardView["recentConversions"][number];

export const earningsSeriesSchema = z
  .object({
    range: z.enum(EARNINGS_RANGES),
    timeZone: z.string(),
    /**
     * Every calendar day of the range, oldest first, today last; 0 on a day without earnings.
     * `coins` is what reached the earnings account (net), `commission` what the platform kept.
     */
    days: z.array(z.object({ date: z.iso.date(), coins, commission: coins })),
    /** Net: the sum of the days' coins. */
    total: coins,
    /** The commission of the range, and the gross (total + commission: the bookings' prices). */
    commission: coins,
    gross: coins,
  })
  .meta({
    id: "EarningsSeries",
    description:
      "Coins earned from delivered bookings per calendar day, in the region's time zone, net of the platform's commission, with the commission beside them.",
  });
export type EarningsSeries = z.output<typeof earningsSeriesSchema>;

export const earningsBalanceSchema = z
  .object({
    balance: coins,
    /** Earnings of completed bookings still clearing, and the days they clear. */
    clearing: coins,
    clearingSchedule: clearingScheduleSchema,
  })
  .meta({
    id: "EarningsBalance",
    description:
      "Coins the organization can convert now, and those still clearing with the days they clear (in the caller's time zone).",
  });
export type EarningsBalance = z.output<typeof earningsBalanceSchema>;
