import { describe, expect, it } from "vitest";
import type { LighthouseFigures } from "./lighthouse-figures";
import { figuresFixture } from "./lighthouse-figures.fixture";
import { runProblem } from "./pages-rounds";

const URL = "http://127.0.0.1:4000/wallet";

function ended(finalUrl: string, extra: Partial<LighthouseFigures> = {}) {
  return figuresFixture({ finalUrl, ...extra });
}

describe("runProblem", () => {
  it("accepts a run that ended on its own page, rendered", () => {
    expect(runProblem(URL, ended(`${URL}?tab=all`), true)).toBeNull();
  });

  it("fails a run sent to sign in", () => {
    expect(runProblem(URL, ended("http://127.0.0.1:4000/login?next=%2Fwallet"), true)).toMatch(
      /ended on \/login/,
    );
  });

  it("fails an error page and a Lighthouse error", () => {
    expect(runProblem(URL, ended(URL, { status: 500 }), true)).toMatch(/500/);
    expect(runProblem(URL, ended(URL, { runtimeError: "NO_FCP: no paint" }), true)).toBe(
      "NO_FCP: no paint",
    );
  });

  it("fails a signed-in page whose API reads went without the session, not a visitor's", () => {
    const figures = ended(URL, { unauthorizedApiReads: ["http://127.0.0.1:4000/api/v1/me"] });
    expect(runProblem(URL, figures, true)).toMatch(/401/);
    expect(runProblem(URL, figures, false)).toBeNull();
  });
});
