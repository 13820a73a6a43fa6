// What each page weighs on the demo data as its visitor's browser receives it: the fifteen pages
// bench:pages measures, each fetched as its role asking for gzip, must send stylesheets that
// block the first paint of at most 8 KB compressed, and a document no heavier than its ceiling
// (scripts/bench/lib/page-budgets.ts: no page grows while the 10 KB budget is still missed,
// which the table shows), and first-load JavaScript within 180 KiB (or, for a page still over,
// its ceiling). A page over any fails with every page's figures in a table, so one run tells
// which pages to slim and by how much.
import { expect, request, test, type Page } from "@playwright/test";
import { TIME_ZONE_COOKIE } from "../lib/format/viewer-time-zone";
import {
  DOCUMENT_CEILINGS,
  FIRST_LOAD_JS_BUDGET_BYTES,
  FIRST_LOAD_JS_CEILINGS,
  PAGE_WEIGHT_BUDGETS,
} from "../scripts/bench/lib/page-budgets";
import { fetchPage } from "../scripts/bench/lib/page-fetch";
import { weightTable, withinBudgets, type WeightRow } from "../scripts/bench/lib/page-weight-table";
import { PAGES, type Role } from "../scripts/bench/lib/pages-plan";
import { DASHBOARDS, DEMO, signIn, signInThroughApi } from "./support/accounts";

/** The session cookies of `role`'s demo account, as one Cookie header. */
async function sessionCookie(page: Page, role: Role, baseURL: string): Promise<string> {
  // The demo admin's browser takes the run's shared session (signIn), as every spec's does: a
  // sign-in of its own would spend one of its authenticator's few codes a minute.
  if (role === "admin") {
    await signIn(page, DEMO.admin, DASHBOARDS.admin);
    return cookieHeader(await page.context().cookies());
  }
  const api = await request.newContext({ baseURL });
  try {
    await signInThroughApi(api, DEMO[role]);
    return cookieHeader((await api.storageState()).cookies);
  } finally {
    await api.dispose();
  }
}

const cookieHeader = (cookies: { name: string; value: string }[]) =>
  cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");

test("every measured page sends at most 8 KB of blocking CSS, a document within its ceiling, and first-load JavaScript within 180 KiB, compressed", async ({
  page,
  baseURL,
}) => {
  // Fifteen server renders and two sign-ins, one after the other, on a busy two-core machine.
  test.setTimeout(180_000);
  if (!baseURL) throw new Error("the project has no baseURL");
  // A returning visitor's browser holds its time zone (the config's), so no page re-renders for it.
  const timeZone = `${TIME_ZONE_COOKIE}=${encodeURIComponent("Asia/Kolkata")}`;
  const cookies = new Map<Role | null, string>([[null, timeZone]]);
  const rows: (WeightRow & { scriptBytes: number | null })[] = [];
  for (const planned of PAGES) {
    let cookie = cookies.get(planned.role);
    if (cookie === undefined && planned.role) {
      cookie = `${await sessionCookie(page, planned.role, baseURL)}; ${timeZone}`;
      cookies.set(planned.role, cookie);
    }
    // The scripts are measured from the build the server runs (.next), as bench:pages does.
    const fetched = await fetchPage(new URL(planned.path, baseURL).href, cookie ?? "");
    rows.push({
      path: planned.path,
      role: planned.role,
      weight: fetched.weight,
      problem: fetched.problem,
      scriptBytes: fetched.firstLoadJs?.totalGzipBytes ?? null,
    });
  }
  const scripts = rows
    .map((row) => {
      const kib = row.scriptBytes === null ? "-" : (row.scriptBytes / 1024).toFixed(1);
      return `${row.path.padEnd(18)}  ${kib} KiB`;
    })
    .join("\n");
  const table = `${weightTable(rows)}\n\nfirst-load JS, gzipped:\n${scripts}`;
  console.log(`page weight, kB of 1,000 bytes as served (gzip asked for):\n${table}`);
  const failing = rows
    .filter((row) => {
      const ceiling = DOCUMENT_CEILINGS[row.path];
      const scriptCeiling = Math.max(
        FIRST_LOAD_JS_BUDGET_BYTES,
        FIRST_LOAD_JS_CEILINGS[row.path] ?? 0,
      );
      return (
        !row.weight ||
        ceiling === undefined ||
        row.weight.document.servedBytes > ceiling ||
        !withinBudgets(row.weight).blockingCss ||
        row.scriptBytes === null ||
        row.scriptBytes > scriptCeiling
      );
    })
    .map(
      (row) =>
        `${row.path} (document ceiling ${DOCUMENT_CEILINGS[row.path] ?? "none"} bytes, ` +
        `scripts ${row.scriptBytes ?? "?"} bytes)`,
    );
  expect(
    failing,
    `pages over their document's ceiling, ${PAGE_WEIGHT_BUDGETS.blockingCssServedBytes} bytes ` +
      "of compressed render-blocking CSS, or their first-load JavaScript's budget or ceiling " +
      `(kB of 1,000 bytes as served, gzip asked for):\n${table}\n`,
  ).toEqual([]);
});
