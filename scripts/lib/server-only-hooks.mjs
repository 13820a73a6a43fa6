// Module resolution hooks for Node processes that run lib/server outside Next.js (see
// server-only.mjs): `server-only` resolves with the "react-server" condition, to the package's
// empty module, as it does in Next's server bundles. Every other import resolves as usual.
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== "server-only") return nextResolve(specifier, context);
  return nextResolve(specifier, {
    ...context,
    conditions: [...context.conditions, "react-server"],
  });
}
