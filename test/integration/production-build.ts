// The integration tier's production build, made once before any file runs when there is none:
// the files that start production servers of their own (integration-own-worker:
// lib/runtime/process-manager, graceful-shutdown, two-servers) then find it, and none builds
// while another reads it. An existing build is used as it is: `npm run build` after changing
// the app makes a new one.
import type { TestProject } from "vitest/node";
import { buildIfMissing } from "../../scripts/lib/production-build.mjs";

export default async function setup(project: TestProject) {
  if (project.name !== "integration-own-worker") return;
  await buildIfMissing();
}
