import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, logFormat } from "./logger";
import { REDACTED } from "./redact";

/** A JSON logger whose lines this test reads. */
function collected(level = "info") {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  const logger = createLogger({ level, format: "json", destination });
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, parsed };
}

/** Fails naming the first of `secrets` the written lines contain. */
function expectHidden(lines: string[], secrets: string[]) {
  const text = lines.join("\n");
  for (const secret of secrets) expect(text).not.toContain(secret);
}

const SECRETS = {
  password: "hunter2-password",
  token: "tok_live_123",
  authorization: "Bearer abc.def",
  cookie: "session=s3ss10n",
  payoutDetails: { accountNumber: "000123456789", ifsc: "HDFC0001" },
};

describe("the logger", () => {
  it("writes one JSON line with its time, level and fields", () => {
    const { logger, parsed } = collected();
    logger.info({ requestId: "r-1", route: "/api/v1/x" }, "request");
    const [line] = parsed();
    expect(line).toMatchObject({ level: "info", requestId: "r-1", route: "/api/v1/x" });
    expect(new Date(String(line?.time)).toString()).not.toBe("Invalid Date");
  });

  it("hides secret-named fields at any depth, whatever else is logged", () => {
    const { logger, lines, parsed } = collected();
    logger.warn({
      user: { id: "u1", ...SECRETS },
      headers: { Authorization: "Bearer xyz", "set-cookie": "a=b" },
      list: [{ apiKey: "k-9" }],
      mail: { to: "a@b.test", text: "Reset link: https://x/reset?token=T0KEN", html: "<p>" },
      sealed: "v1:opaque",
      upiId: "someone@okbank",
      groupId: "g-1",
      ...SECRETS,
    });
    expectHidden(lines, [
      "hunter2-password",
      "tok_live_123",
      "abc.def",
      "s3ss10n",
      "000123456789",
      "HDFC0001",
      "xyz",
      "k-9",
      "T0KEN",
      "v1:opaque",
      "someone@okbank",
    ]);
    const [line] = parsed();
    expect(line).toMatchObject({
      password: REDACTED,
      authorization: REDACTED,
      user: { id: "u1", password: REDACTED, cookie: REDACTED },
      mail: { to: "a@b.test", text: REDACTED },
      list: [{ apiKey: REDACTED }],
      // Only secret names: an id that merely contains the letters stays.
      groupId: "g-1",
    });
  });

  it("writes an error as `err`: its type, message, stack and code, never its other fields", () => {
    const { logger, parsed } = collected();
    const failure = Object.assign(new Error("boom at the ledger"), {
      code: "P2028",
      meta: { args: { email: "asha@example.test" } },
    });
    logger.error({ requestId: "r-1", err: failure }, "unhandled error");
    const [line] = parsed();
    expect(line).toMatchObject({
      level: "error",
      requestId: "r-1",
      msg: "unhandled error",
      err: { type: "Error", message: "boom at the ledger", code: "P2028" },
    });
    expect(String((line?.err as Record<string, unknown>).stack)).toContain("logger.test.ts");
    // A driver's or Prisma's error keeps the query's arguments in fields of its own.
    expect(JSON.stringify(line)).not.toContain("asha@example.test");
  });

  it("scrubs secrets an error's message quotes (a query's arguments, a URL's password)", () => {
    const { logger, lines } = collected();
    const failure = new Error(
      [
        "Invalid `prisma.user.create()` invocation:",
        '  data: { email: "a@b.test", passwordHash: "$argon2id$v=19$SECRETHASH", token: \'T0KEN\' }',
        "GET /api/v1/auth/verify?token=URLT0KEN&next=/x",
        "Authorization: Bearer BEARERT0KEN",
        "connect to postgresql://coinmarket:DBPASSWORD@db.example.com:5432/coinmarket failed",
        '{"accountNumber":"000123456789","ifsc":"HDFC0001"}',
      ].join("\n"),
    );
    logger.error({ err: failure }, "unhandled error");
    logger.error({ err: "token=STRINGT0KEN" }, "thrown string");
    expectHidden(lines, [
      "SECRETHASH",
      "T0KEN'",
      "URLT0KEN",
      "BEARERT0KEN",
      "DBPASSWORD",
      "000123456789",
      "HDFC0001",
      "STRINGT0KEN",
    ]);
    const text = lines.join("\n");
    // What says what failed stays.
    expect(text).toContain("prisma.user.create()");
    expect(text).toContain("a@b.test");
    expect(text).toContain("db.example.com:5432");
  });

  it("logs nothing below its level, and nothing at all when silent", () => {
    const warn = collected("warn");
    warn.logger.info("dropped");
    warn.logger.warn("kept");
    expect(warn.parsed().map((line) => line.msg)).toEqual(["kept"]);
    const silent = collected("silent");
    silent.logger.fatal("never");
    expect(silent.lines).toEqual([]);
  });

  it("writes JSON when pretty printing is asked for but not installed (a production install)", () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
        done();
      },
    });
    const logger = createLogger({ level: "info", format: "pretty", destination, pretty: null });
    logger.info({ requestId: "r-2" }, "served");
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({ level: "info", requestId: "r-2", msg: "served" }),
    ]);
  });

  it("is pretty on a terminal or when asked, JSON otherwise", () => {
    expect(logFormat(undefined, true)).toBe("pretty");
    expect(logFormat(undefined, false)).toBe("json");
    expect(logFormat("json", true)).toBe("json");
    expect(logFormat("pretty", false)).toBe("pretty");
  });
});
