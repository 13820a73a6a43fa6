// A start step in a process of its own: the start goes on when it succeeds, and stops, naming the
// step, when it fails (the step has printed why).
import { describe, expect, it } from "vitest";
import { runStep } from "./run-step";

describe("runStep", () => {
  it("resolves once the step exits 0, having given it the environment", async () => {
    const check = 'process.exit(process.env.STEP_SETTING === "given" ? 0 : 2)';
    await expect(
      runStep("Checking", ["-e", check], { ...process.env, STEP_SETTING: "given" }),
    ).resolves.toBeUndefined();
  });

  it("rejects, naming the step, when it fails", async () => {
    await expect(
      runStep("Preparing the database", ["-e", "process.exit(3)"], process.env),
    ).rejects.toThrow("Preparing the database failed: not serving");
  });

  it("rejects, naming the signal, when the step is stopped", async () => {
    await expect(
      runStep(
        "Preparing the database",
        ["-e", 'process.kill(process.pid, "SIGTERM")'],
        process.env,
      ),
    ).rejects.toThrow("Preparing the database stopped by SIGTERM: not serving");
  });
});
