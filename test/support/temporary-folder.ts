import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, onTestFinished } from "vitest";

/**
 * A new empty folder under the system's temporary one, for the current test: removed when the
 * test ends, passed or failed, so a run leaves no folders behind.
 */
export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** Removes `folder` (a test file's own, made before its tests) once the file's last test ends. */
export function removeAfterAll(folder: string | undefined): void {
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
}
