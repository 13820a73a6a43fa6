// Which errors mean "the database is out of reach" (a 503 to retry) and which mean something else,
// in the shapes Prisma 7 over @prisma/adapter-pg reported them with a real server stopped, shut
// down under a query, and with a connection killed (see database-down.int.test.ts).
import { describe, expect, it } from "vitest";
import { Prisma } from "@/generated/prisma/client";
import { isDatabaseUnavailable } from "./unavailable";

function prismaError(code: string, cause?: Record<string, unknown>) {
  return new Prisma.PrismaClientKnownRequestError("Invalid `prisma.user.findFirst()` invocation", {
    code,
    clientVersion: "7",
    meta: cause ? { driverAdapterError: { name: "DriverAdapterError", cause } } : {},
  });
}

const NOT_REACHABLE = { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 };

function sqlState(code: string) {
  return { kind: "postgres", code, severity: "FATAL", message: "terminating connection" };
}

function nodeError(message: string, code?: string) {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe("isDatabaseUnavailable", () => {
  it("knows a server that is down, shutting down, restarting or full", () => {
    const unavailable = [
      prismaError("P1001", NOT_REACHABLE),
      // A raw query's failure wraps the same report in P2010.
      prismaError("P2010", NOT_REACHABLE),
      prismaError("P2010", sqlState("57P01")),
      prismaError("P2010", sqlState("57P03")),
      prismaError("P2010", sqlState("08006")),
      prismaError("P2010", { kind: "ConnectionClosed" }),
      prismaError("P2010", { kind: "TooManyConnections", cause: "too many clients" }),
      prismaError("P2024"),
      // node-postgres's own errors, passed through unwrapped.
      nodeError("Connection terminated unexpectedly"),
      nodeError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      Object.assign(new Error("terminating connection"), { code: "57P01", severity: "FATAL" }),
      new Error("query failed", { cause: nodeError("read ECONNRESET", "ECONNRESET") }),
    ];
    for (const error of unavailable) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it("leaves every other error alone", () => {
    const others = [
      prismaError("P2002", { kind: "UniqueConstraintViolation" }),
      prismaError("P2025"),
      prismaError("P2028"),
      prismaError("P2010", sqlState("23505")),
      prismaError("P2010", sqlState("40001")),
      Object.assign(new Error("duplicate key"), { code: "23505", severity: "ERROR" }),
      // An SQLSTATE-looking code on something that is not the server's error.
      nodeError("not a server error", "08006"),
      new Error("Something else broke"),
      new TypeError("Cannot read properties of undefined"),
      "Connection terminated unexpectedly",
      null,
      undefined,
    ];
    for (const error of others) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
