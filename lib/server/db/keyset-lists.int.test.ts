// Every paged list of the API over HTTP on PostgreSQL (test/integration/lists.ts, checked against
// the registry): its pages are keyset pages, so rows added between page 1 and page 2 (one before
// page 1, one between its last row and the next) make no row repeat and none go missing in the
// list's order, ties of one sort value included; and a malformed cursor gets the same 400
// envelope, with one message, on every list.
import { beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "@/lib/api/registry";
import type { RouteDefinition } from "@/lib/api/registry/define";
import { INVALID_CURSOR } from "@/lib/validations/cursor";
import { call, ORIGIN } from "@/test/integration/http";
import { LIST_SCENARIOS, type ListScenario, type OpenList } from "@/test/integration/lists";
import { queryParameters } from "@/test/integration/query-parameters";

type Rows = { id: string }[];
type AnyPage = { nextCursor: string | null; items?: Rows; transactions?: Rows };

/** Which page: its size, and the cursor it starts at (none: the first page). */
type PageAt = { limit: number; cursor?: string };

async function read(scenario: ListScenario, list: OpenList, { limit, cursor }: PageAt) {
  const url = new URL(list.path, ORIGIN);
  url.searchParams.set("limit", String(limit));
  if (cursor !== undefined) url.searchParams.set("cursor", cursor);
  return call<AnyPage>(scenario.handler, `${url.pathname}${url.search}`, {
    bearer: list.bearer,
    params: list.params,
  });
}

/** The ids of the page at `cursor` and of every page after it. */
async function idsFrom(scenario: ListScenario, list: OpenList, { limit, cursor }: PageAt) {
  const ids: string[] = [];
  let next = cursor;
  do {
    const response = await read(scenario, list, { limit, cursor: next });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    ids.push(...(response.body.data?.[list.rowsKey] ?? []).map((row) => row.id));
    next = response.body.data?.nextCursor ?? undefined;
  } while (next);
  return ids;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const AN_INSTANT = "2026-01-01T00:00:00.000Z";

/** Cursors no list gave in this form; `foreign` is another list's real one. */
function malformed(foreign: string): [string, string][] {
  return [
    ["not base64url", "not-a-cursor!"],
    ["base64url of no JSON", Buffer.from("nope").toString("base64url")],
    ["the catalogue's old offset", Buffer.from("50").toString("base64url")],
    ["an old id", "cmabc123def456ghi789jkl0"],
    ["an old audit seq", "42"],
    ["a JSON object", base64url({ id: "x" })],
    ["no list's name", base64url(["nowhere", AN_INSTANT, "x"])],
    ["another list's cursor", foreign],
    ["over 1,000 characters", "A".repeat(1_001)],
    ["non-ASCII", "caf\u00e9"],
  ];
}

const CATALOGUE_CURSOR = base64url(["services.relevance", "x", 1, 0, 0, 3, AN_INSTANT, 0]);
const BOOKINGS_CURSOR = base64url(["bookings", AN_INSTANT, "x"]);

describe("the list scenarios", () => {
  it("cover every route of the registry that pages by a cursor", () => {
    const paged = API_ROUTES.filter((route) => queryParameters(route).includes("cursor"));
    const covered = Object.values(LIST_SCENARIOS).map(
      (scenario): RouteDefinition => scenario.handler.route,
    );
    expect(new Set(covered)).toEqual(new Set(paged));
    for (const [name, scenario] of Object.entries(LIST_SCENARIOS)) {
      expect(`${scenario.handler.route.method} ${scenario.handler.route.path}`).toBe(name);
    }
  });
});

describe.each(Object.entries(LIST_SCENARIOS))("%s", (name, scenario) => {
  let list: OpenList;
  beforeAll(async () => {
    list = await scenario.open();
  });

  it("neither repeats nor loses a row when rows are added between page 1 and page 2", async () => {
    const seeded: string[] = [];
    // Two rows of one place: page 1 ends between them, where only the id orders them.
    for (const place of [1, 2, 2, 3, 4]) seeded.push(await list.add(place));
    const first = await read(scenario, list, { limit: 2 });
    expect(first.status).toBe(200);
    const firstIds = (first.body.data?.[list.rowsKey] ?? []).map((row) => row.id);
    expect(firstIds).toHaveLength(2);
    const cursor = first.body.data?.nextCursor;
    expect(cursor).toBeTruthy();

    const before = await list.add(0);
    const between = list.topOnly ? null : await list.add(2.5);
    const later = await idsFrom(scenario, list, { limit: 2, cursor: cursor ?? undefined });
    const whole = await idsFrom(scenario, list, { limit: 50 });

    // Page 2 on is exactly the list as it is now, from the row after page 1's last.
    expect(whole.slice(0, 2)).not.toEqual(firstIds);
    expect(later).toEqual(whole.slice(whole.indexOf(firstIds[1]!) + 1));
    expect(later).not.toContain(before);
    expect(later.filter((id) => firstIds.includes(id))).toEqual([]);
    expect(later).toEqual(expect.arrayContaining(seeded.filter((id) => !firstIds.includes(id))));
    if (between) expect(later).toContain(between);
  });

  const foreign = name === "GET /api/v1/services" ? BOOKINGS_CURSOR : CATALOGUE_CURSOR;
  it.each(malformed(foreign))("refuses a cursor that is %s with the one 400", async (_, bad) => {
    const response = await read(scenario, list, { limit: 2, cursor: bad });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      error: { code: "bad_request", message: INVALID_CURSOR },
    });
  });
});
