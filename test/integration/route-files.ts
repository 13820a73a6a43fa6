/// <reference types="vite/client" />
// The app's route files under /api as tests see them: what each exports, and the handler the
// route file exports for a registry entry, so a test can run a table over every route.
import { PERMISSIONS } from "@/lib/auth/permissions";
import type { RouteDefinition } from "@/lib/api/registry/define";
import type { RegisteredHandler } from "@/lib/api/route";
import type { signedIn } from "./accounts";

/** Auth.js's route file loads only inside Next.js (it imports `next/server` as Next resolves it). */
export const AUTH_JS_ROUTE_FILE = "app/api/auth/[...nextauth]/route.ts";

const modules = import.meta.glob<Record<string, unknown>>([
  "/app/api/**/route.ts",
  "!/app/api/auth/**",
]);

/** Each route file under app/api (`app/api/v1/orgs/[id]/route.ts`) with its exports, but Auth.js's. */
export async function apiRouteFiles(): Promise<
  { file: string; exports: Record<string, unknown> }[]
> {
  return Promise.all(
    Object.entries(modules).map(async ([key, load]) => ({
      file: key.replace(/^\//, ""),
      exports: await load(),
    })),
  );
}

/** The handler a route file exports for the registry entry. */
export async function handlerOf(route: RouteDefinition): Promise<RegisteredHandler> {
  for (const { exports } of await apiRouteFiles()) {
    const handler = exports[route.method];
    if (typeof handler === "function" && "route" in handler && handler.route === route) {
      return handler as RegisteredHandler;
    }
  }
  throw new Error(`no route file exports ${route.method} ${route.path}`);
}

/** The path with each `{name}` filled in: `value(name)`, percent-encoded or not as given. */
export function pathOf(route: RouteDefinition, value: (name: string) => string): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
}

/** Parameter values each route's schema accepts (a currency code, otherwise any id). */
export function validParam(name: string): string {
  return name === "currency" ? "INR" : "x1";
}

export type Account = Awaited<ReturnType<typeof signedIn>>;

/** Who may call the route: no one in particular, any account, or the first role it names. */
export function callerFor(
  route: RouteDefinition,
  accounts: Record<"user" | "org" | "admin", Account>,
): Account | undefined {
  const audience = PERMISSIONS[route.permission];
  if (audience === "public") return undefined;
  return audience === "signed-in" ? accounts.user : accounts[audience[0]!];
}
