// /api/v1/openapi.json: the API document itself.
import { z } from "zod";
import { defineRoute } from "./define";

export const docsRoutes = {
  openapi: defineRoute({
    method: "GET",
    path: "/api/v1/openapi.json",
    tag: "Health",
    summary: "This document: the OpenAPI 3.1 description of the API",
    permission: "docs.read",
    response: z.null(),
    cache: { maxAge: 300, staleWhileRevalidate: 3600 },
    rawResponse: {
      mediaType: "application/json",
      description: "The OpenAPI document, generated from the route registry.",
      example: { openapi: "3.1.0", info: { title: "Coinmarket API", version: "1" }, paths: {} },
    },
  }),
};
