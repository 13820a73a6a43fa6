import { describe, expect, it, vi } from "vitest";
import { logger } from "@/lib/server/observability/logger";
import { beginDraining, isDraining, onShutdown, runShutdownHooks } from "./shutdown";

describe("shutdown hooks", () => {
  it("run stage by stage (background, telemetry, database) and report the ones that failed", async () => {
    const order: string[] = [];
    const log = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    onShutdown("database", "pool", () => void order.push("database"));
    onShutdown("telemetry", "spans", () => void order.push("telemetry"));
    onShutdown("background", "sweep", async () => {
      order.push("background");
      throw new Error("sweep broke");
    });
    // A module loaded twice registers its hook once: the name replaces the earlier one.
    onShutdown("background", "sweep", async () => {
      order.push("background");
      throw new Error("sweep broke");
    });
    expect(await runShutdownHooks()).toEqual(["sweep"]);
    expect(order).toEqual(["background", "telemetry", "database"]);
    expect(log).toHaveBeenCalledWith(
      { hook: "sweep", err: new Error("sweep broke") },
      "shutdown hook failed",
    );
    log.mockRestore();
  });

  it("share one draining state across copies of the module (Next's bundle and the runtime)", async () => {
    expect(isDraining()).toBe(false);
    vi.resetModules();
    const copy = await import("./shutdown");
    copy.beginDraining();
    expect(isDraining()).toBe(true);
    beginDraining();
    expect(copy.isDraining()).toBe(true);
  });
});
