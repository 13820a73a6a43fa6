// Conversion requests, newest first: an organization sees its own, an admin every organization's.
import "server-only";
import type { ConversionView } from "@/lib/api/schemas/conversions";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Page } from "@/lib/payments/wallet-entry";
import { db } from "@/lib/server/db/client";
import { idCursorArgs, idCursorPage } from "@/lib/server/db/id-cursor";
import { organizationIdOf } from "@/lib/server/org-services/manage-services";
import type { ConversionListQuery } from "@/lib/validations/conversions";
import { CONVERSION_INCLUDE, toConversionView } from "./conversion-view";

export async function listConversions(
  user: SessionUser,
  query: ConversionListQuery,
): Promise<Page<ConversionView>> {
  const scope = user.role === "admin" ? {} : { organizationId: organizationIdOf(user) };
  const rows = await db().conversionRequest.findMany({
    where: { ...scope, ...(query.status ? { status: query.status } : {}) },
    include: CONVERSION_INCLUDE,
    // The id breaks ties of one instant, so the cursor's order is total.
    orderBy: [{ requestedAt: "desc" }, { id: "desc" }],
    ...idCursorArgs(query),
  });
  return idCursorPage(rows, query.limit, toConversionView);
}
