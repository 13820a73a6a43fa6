// Conversion requests, newest first: an organization sees its own, an admin every organization's.
import "server-only";
import type { ConversionView } from "@/lib/schemas/conversions";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Page } from "@/lib/payments/wallet-entry";
import { db } from "@/lib/server/db/client";
import { NewestFirst } from "@/lib/server/db/cursor";
import { organizationIdOf } from "@/modules/services/server/manage-services";
import type { ConversionListQuery } from "@/lib/validations/conversions";
import { CONVERSION_INCLUDE, toConversionView } from "./conversion-view";

// The id breaks ties of one instant, so the order is total.
const CONVERSIONS = new NewestFirst("conversions", "requestedAt");

export async function listConversions(
  user: SessionUser,
  query: ConversionListQuery,
): Promise<Page<ConversionView>> {
  const scope = user.role === "admin" ? {} : { organizationId: organizationIdOf(user) };
  const rows = await db().conversionRequest.findMany({
    where: {
      AND: [
        { ...scope, ...(query.status ? { status: query.status } : {}) },
        ...CONVERSIONS.after(query.cursor),
      ],
    },
    include: CONVERSION_INCLUDE,
    orderBy: CONVERSIONS.orderBy,
    take: query.limit + 1,
  });
  return CONVERSIONS.page(rows, query.limit, toConversionView);
}
