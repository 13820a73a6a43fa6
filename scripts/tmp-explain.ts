import pg from "pg";
import { Prisma } from "../generated/prisma/client";
import { planSearch } from "../lib/server/catalog/search/plan";
import { probeSearch } from "../lib/server/catalog/search/probe";
import { searchStatement } from "../lib/server/catalog/search/statement";
import { largeSearchStatement } from "../lib/server/catalog/search/large";
import type { Db } from "../lib/server/db/client";
import { catalogQuerySchema } from "../lib/validations/catalog";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
let explain = false;
const fake = {
  async $queryRaw(first: unknown, ...rest: unknown[]) {
    const sql = (Array.isArray(first) ? Prisma.sql(first as unknown as TemplateStringsArray, ...rest) : first) as { text: string; values: unknown[] };
    const t = performance.now();
    if (explain) {
      const r = await pool.query("EXPLAIN (ANALYZE, BUFFERS, SETTINGS off) " + sql.text, sql.values);
      console.log(r.rows.map((x) => x["QUERY PLAN"]).join("\n"));
    }
    const r = await pool.query(sql.text, sql.values);
    console.log(`-- ${(performance.now() - t).toFixed(2)} ms, ${r.rowCount} rows`);
    return r.rows;
  },
} as unknown as Db;

const params = new URLSearchParams(process.argv[2] ?? "search=yoga&limit=50");
const query = catalogQuerySchema.parse(Object.fromEntries(params));
const wantExplain = process.env.EXPLAIN === "1";
const runs = Number(process.env.N ?? 1);
for (let i = 0; i < runs; i++) {
  explain = wantExplain && i === runs - 1;
  const plan = await planSearch(fake, query.search);
  if (!plan) break;
  const probe = await probeSearch(fake, plan, query);
  console.log("probe whole", probe.whole, "chosen", probe.chosen);
  if (probe.whole !== null && probe.whole <= 1000) await fake.$queryRaw(searchStatement(plan, query, 0) as never);
  else await fake.$queryRaw(largeSearchStatement(plan, query, 0, probe, false) as never);
}
await pool.end();
