// One live (bookable) service with its latest reviews (the catalogue's detail dialog).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/server/db/client";
import { readQuestions } from "@/modules/services/shared/schemas";
import type { ServiceDetail } from "@/modules/catalog/shared/catalog-types";
import { bookableServiceWhere } from "./bookable";
import { toServiceCard } from "./search-services";

export async function getService(id: string): Promise<ServiceDetail> {
  const row = await db().service.findFirst({
    where: { id, ...bookableServiceWhere },
    include: {
      organization: { select: { name: true, verified: true } },
      reviews: {
        // Only the reviews that count show: of delivered bookings (a review written before
        // delivery is held) and not withdrawn.
        where: { withdrawnAt: null, booking: { status: "completed" } },
        orderBy: { createdAt: "desc" },
        take: 10,
        select: {
          id: true,
          rating: true,
          comment: true,
          createdAt: true,
          reply: true,
          repliedAt: true,
          user: { select: { name: true } },
        },
      },
    },
  });
  if (!row) throw AppError.notFound("Service not found.");
  return {
    ...toServiceCard({
      ...row,
      organizationName: row.organization.name,
      organizationVerified: row.organization.verified,
    }),
    reviews: row.reviews.map((review) => ({
      id: review.id,
      rating: review.rating,
      comment: review.comment,
      // First name and initial only: reviews are public.
      authorName: shortName(review.user.name),
      createdAt: review.createdAt.toISOString(),
      reply: review.reply,
      repliedAt: review.repliedAt?.toISOString() ?? null,
    })),
    questions: readQuestions(row.questions),
  };
}

/** First name and initial only: reviews are public. */
export function shortName(name: string): string {
  const [first, last] = name.trim().split(/\s+/);
  return last ? `${first} ${last[0]}.` : (first ?? "Customer");
}
