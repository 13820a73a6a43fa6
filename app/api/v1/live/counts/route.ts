// GET /api/v1/live/counts: the counts the live stream pushes, read once (its polling fallback).
import { liveRoutes } from "@/lib/api/registry/live";
import { apiRoute } from "@/lib/api/route";
import { liveCountsNow } from "@/lib/server/live/counts";

export const GET = apiRoute(liveRoutes.counts, ({ caller }) => liveCountsNow(caller.user));
