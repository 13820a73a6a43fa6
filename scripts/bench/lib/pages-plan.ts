// Which pages bench:pages measures and as whom: fifteen pages covering every role's main screens,
// each signed in as the role that uses it (the landing page and the sign-in forms signed out);
// and how Lighthouse slows them down. BENCH_PAGES=/a,/b picks some pages, BENCH_THROTTLING one
// method.
import type { DEMO_ACCOUNTS } from "@/prisma/seed/demo-data";

export type Role = keyof typeof DEMO_ACCOUNTS;

export interface PlannedPage {
  path: string;
  /** Whose session the browser holds; null: signed out. */
  role: Role | null;
}

const SIGNED_OUT = ["/", "/login", "/signup"];
const SIGNED_IN: [Role, string[]][] = [
  ["user", ["/services", "/bookings", "/wallet", "/wallet/add", "/dashboard/user"]],
  ["org", ["/dashboard/org", "/org/services", "/org/convert"]],
  ["admin", ["/dashboard/admin", "/admin/users", "/admin/services", "/admin/conversions"]],
];

export const PAGES: PlannedPage[] = [
  ...SIGNED_OUT.map((path) => ({ path, role: null })),
  ...SIGNED_IN.flatMap(([role, paths]) => paths.map((path) => ({ path, role }))),
];

/** The pages `only` (BENCH_PAGES, comma-separated) names, in plan order; all when unset. */
export function selectPages(only: string | undefined): PlannedPage[] {
  if (!only) return PAGES;
  const wanted = only.split(",").map((path) => path.trim());
  const unknown = wanted.filter((path) => !PAGES.some((page) => page.path === path));
  if (unknown.length > 0) {
    throw new Error(`BENCH_PAGES names pages the plan lacks: ${unknown.join(", ")}`);
  }
  return PAGES.filter((page) => wanted.includes(page.path));
}

/**
 * Lighthouse's two ways of slowing a page to its mobile preset's phone (1.6 Mbps, 150 ms round
 * trips, a CPU 4x slower): "simulate" loads it at full speed and computes the slow load from the
 * trace; "devtools" really loads it that slowly (Chrome's network and CPU throttling).
 */
const THROTTLING_METHODS = ["simulate", "devtools"] as const;

export type ThrottlingMethod = (typeof THROTTLING_METHODS)[number];

/** The methods `setting` (BENCH_THROTTLING: simulate, devtools or both) names; both when unset. */
export function selectThrottling(setting: string | undefined): ThrottlingMethod[] {
  const wanted = setting?.trim() || "both";
  if (wanted === "both") return [...THROTTLING_METHODS];
  const method = THROTTLING_METHODS.find((name) => name === wanted);
  if (!method) {
    throw new Error(`BENCH_THROTTLING must be simulate, devtools or both, not "${wanted}"`);
  }
  return [method];
}
