// scripts/lib/tiers.sh: what npm test and .ci/run report about its tiers (wall and CPU time, pass or fail).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

let logs: string;

function runTiers(script: string): string {
  logs = mkdtempSync(join(tmpdir(), "ci-tiers-"));
  return execFileSync("bash", ["-c", `set -euo pipefail; source scripts/lib/tiers.sh; ${script}`], {
    encoding: "utf8",
    env: { ...process.env, CI_LOGS: logs },
  });
}

// Burns 0.4 s of CPU in a child process, as a tier's test runner would (however busy the machine).
const BUSY = `node -e "while (process.cpuUsage().user < 400_000);"`;

// Each test starts bash and node processes, which take seconds on a busy shared machine.
describe("scripts/lib/tiers.sh", { timeout: 60_000 }, () => {
  afterEach(() => rmSync(logs, { recursive: true, force: true }));

  it("records each tier's wall and CPU time, counting its child processes", () => {
    const output = runTiers(`timed busy ${BUSY}; timed --quiet quiet echo hidden`);
    expect(output).toContain("--- busy passed in");
    expect(output).not.toContain("hidden");
    const rows = readFileSync(join(logs, "times"), "utf8").trim().split("\n");
    const [name, wall, user, system, status, counted] = rows[0]!.split(" ");
    expect(name).toBe("busy");
    expect(Number(wall)).toBeGreaterThanOrEqual(0.4);
    expect(Number(user) + Number(system)).toBeGreaterThanOrEqual(0.4);
    expect(status).toBe("0");
    // Counted by the tier's cgroup where one could be made ("-" where not).
    if (counted !== "-") expect(Number(counted)).toBeGreaterThanOrEqual(0.4);
    expect(rows[1]).toMatch(/^quiet [\d.]+ [\d.]+ [\d.]+ 0 (-|[\d.]+)$/);
    expect(readFileSync(join(logs, "quiet.log"), "utf8")).toBe("hidden\n");
  });

  it("shows a failed quiet tier's log, fails wait_all and prints the table", () => {
    const output = runTiers(
      `timed --quiet good true & good=$!
       timed --quiet bad sh -c "echo boom; exit 3" & bad=$!
       wait_all "$good" "$bad" && echo "all passed" || echo "some failed"
       tier_table`,
    );
    expect(output).toContain("--- bad failed (exit 3) after");
    expect(output).toContain("boom");
    expect(output).toContain("some failed");
    expect(output).toMatch(/tier\s+wall \(s\)\s+CPU \(s\)\s+result/);
    expect(output).toMatch(/\ngood\s+\d+\s+\d+\s+passed\n/);
    expect(output).toMatch(/\nbad\s+\d+\s+\d+\s+failed \(3\)\n/);
    expect(output).toMatch(/\nall tiers\s+\d+\n/);
  });
});
