import { afterEach, describe, expect, it, vi } from "vitest";

async function loadConfig() {
  vi.resetModules();
  return (await import("./next.config")).default;
}

describe("next.config typescript", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("type-checks the production build unless told otherwise", async () => {
    vi.stubEnv("SKIP_BUILD_TYPECHECK", "");
    const config = await loadConfig();
    expect(config.typescript).toEqual({
      tsconfigPath: "tsconfig.build.json",
      ignoreBuildErrors: false,
    });
  });

  it("leaves the check to CI's own typecheck only when SKIP_BUILD_TYPECHECK is 1", async () => {
    vi.stubEnv("SKIP_BUILD_TYPECHECK", "true");
    expect((await loadConfig()).typescript?.ignoreBuildErrors).toBe(false);
    vi.stubEnv("SKIP_BUILD_TYPECHECK", "1");
    expect((await loadConfig()).typescript?.ignoreBuildErrors).toBe(true);
  });
});
