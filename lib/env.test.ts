import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives the documented defaults for an empty environment", () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: ".data",
      SEED_DEMO: false,
      NODE_ENV: "development",
    });
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
  });

  it("treats empty strings as not set", () => {
    expect(parseEnv({ DATABASE_URL: "", AUTH_SECRET: " " })).toMatchObject({
      DATABASE_URL: undefined,
      AUTH_SECRET: undefined,
    });
  });

  it("accepts SEED_DEMO=1 and a postgres URL", () => {
    const env = parseEnv({
      SEED_DEMO: "1",
      DATABASE_URL: "postgresql://u:p@localhost:5432/db",
      PORT: "8080",
    });
    expect(env).toMatchObject({
      SEED_DEMO: true,
      PORT: 8080,
      DATABASE_URL: "postgresql://u:p@localhost:5432/db",
    });
  });

  it("refuses bad values with a message naming the variable", () => {
    expect(() => parseEnv({ PORT: "http" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL must start with postgres/,
    );
  });

  it("sweeps expired bookings every minute unless EXPIRY_SWEEP_SECONDS says otherwise", () => {
    expect(parseEnv({}).EXPIRY_SWEEP_SECONDS).toBe(60);
    expect(parseEnv({ EXPIRY_SWEEP_SECONDS: "2" }).EXPIRY_SWEEP_SECONDS).toBe(2);
    expect(() => parseEnv({ EXPIRY_SWEEP_SECONDS: "0" })).toThrow(/EXPIRY_SWEEP_SECONDS/);
  });
});
