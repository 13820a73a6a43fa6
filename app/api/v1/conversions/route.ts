// GET /api/v1/conversions: conversion requests (an organization's own; all for an admin).
// POST /api/v1/conversions: an organization asks to convert coins (Idempotency-Key honoured).
import { conversionRoutes } from "@/lib/api/registry/conversions";
import { apiRoute, reply } from "@/lib/api/route";
import { CONVERSION_SUBMITTED_TITLE } from "@/lib/conversions/messages";
import { listConversions } from "@/lib/server/conversions/list-conversions";
import { requestConversion } from "@/lib/server/conversions/request-conversion";

export const GET = apiRoute(conversionRoutes.list, async ({ caller, query }) =>
  reply(await listConversions(caller.user, query)),
);

export const POST = apiRoute(conversionRoutes.create, async ({ caller, body, headers, client }) => {
  const key = headers["idempotency-key"] ?? null;
  const { replayed, ...outcome } = await requestConversion(caller.user, body, key, client.address);
  return reply(outcome, {
    status: 201,
    message: CONVERSION_SUBMITTED_TITLE,
    headers: replayed ? { "idempotent-replayed": "true" } : {},
  });
});
