// GET /api/v1/conversions: conversion requests (an organization's own; all for an admin).
// POST /api/v1/conversions: an organization asks to convert coins (Idempotency-Key honoured).
import { conversionsRoutes } from "@/lib/api/registry/conversions";
import { apiRoute, reply } from "@/lib/api/route";
import { CONVERSION_SUBMITTED_TITLE } from "@/lib/conversions/messages";
import { dateStyleFor } from "@/lib/format/date-time";
import { listConversions } from "@/lib/server/conversions/list-conversions";
import { requestConversion } from "@/lib/server/conversions/request-conversion";

export const GET = apiRoute(conversionsRoutes.list, async ({ caller, query }) =>
  reply(await listConversions(caller.user, query)),
);

// The clearing coins' days are the caller's (a refusal names when they clear).
export const POST = apiRoute(
  conversionsRoutes.create,
  async ({ caller, body, headers, client, region, request }) => {
    const key = headers["idempotency-key"] ?? null;
    const style = dateStyleFor(await region(), request.headers);
    const { replayed, ...outcome } = await requestConversion({
      user: caller.user,
      input: body,
      idempotencyKey: key,
      ip: client.address,
      style,
    });
    return reply(outcome, {
      status: 201,
      message: CONVERSION_SUBMITTED_TITLE,
      headers: replayed ? { "idempotent-replayed": "true" } : {},
    });
  },
);
