// The landing page's data: live marketing figures and the six showcase pages with their options.
import "server-only";
import { db } from "@/lib/server/db/client";
import { averageRating } from "@/modules/catalog/shared/categories";
import type {
  MarketingFigures,
  ShowcasePageDetail,
  ShowcaseSummary,
} from "@/modules/catalog/shared/showcase-types";
import { bookableServiceWhere } from "./bookable";

const LIVE = bookableServiceWhere;

export async function getMarketingFigures(): Promise<MarketingFigures> {
  const [activeUsers, services, traded] = await Promise.all([
    db().user.count({ where: { isActive: true, role: { in: ["user", "org"] } } }),
    db().service.count({ where: LIVE }),
    db().ledgerTransfer.aggregate({ where: { kind: "booking" }, _sum: { amount: true } }),
  ]);
  return { activeUsers, services, coinsTraded: Number(traded._sum.amount ?? 0n) };
}

type ShowcaseRow = Awaited<ReturnType<typeof loadShowcases>>[number];

function loadShowcases(slug?: string) {
  return db().showcasePage.findMany({
    where: slug ? { slug } : {},
    orderBy: { sortOrder: "asc" },
    include: {
      options: {
        where: LIVE,
        orderBy: { showcaseOrder: "asc" },
        select: {
          id: true,
          title: true,
          description: true,
          price: true,
          duration: true,
          features: true,
          ratingSum: true,
          reviewCount: true,
          organization: { select: { id: true, name: true, verified: true } },
        },
      },
    },
  });
}

function toSummary(page: ShowcaseRow): ShowcaseSummary {
  const ratingSum = page.options.reduce((sum, option) => sum + option.ratingSum, 0);
  const reviewCount = page.options.reduce((sum, option) => sum + option.reviewCount, 0);
  return {
    slug: page.slug,
    title: page.title,
    summary: page.summary,
    category: page.category,
    badge: page.badge,
    imageUrl: page.imageUrl,
    fromPrice: page.options[0]?.price ?? 0,
    rating: averageRating(ratingSum, reviewCount),
    reviewCount,
    organizations: [
      ...new Map(page.options.map(({ organization }) => [organization.id, organization])).values(),
    ],
  };
}

export async function listShowcases(): Promise<ShowcaseSummary[]> {
  const pages = await loadShowcases();
  return pages.filter((page) => page.options.length > 0).map(toSummary);
}

export async function getShowcasePage(slug: string): Promise<ShowcasePageDetail | null> {
  const [page] = await loadShowcases(slug);
  if (!page || page.options.length === 0) return null;
  return {
    ...toSummary(page),
    features: page.features,
    options: page.options.map((option) => ({
      id: option.id,
      title: option.title,
      description: option.description,
      price: option.price,
      duration: option.duration,
      features: option.features,
    })),
  };
}
