import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { dropLogsWhenOutputCloses } from "./closed-output";

function failure(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`write ${code}`), { code, syscall: "write" });
}

describe("dropLogsWhenOutputCloses", () => {
  it("drops a write that failed because the reader is gone", () => {
    const stream = new EventEmitter();
    dropLogsWhenOutputCloses([stream]);
    expect(() => stream.emit("error", failure("EPIPE"))).not.toThrow();
  });

  it("leaves every other output error fatal", () => {
    const stream = new EventEmitter();
    dropLogsWhenOutputCloses([stream]);
    expect(() => stream.emit("error", failure("ENOSPC"))).toThrow("write ENOSPC");
  });

  it("without it, an EPIPE is an unhandled error", () => {
    const stream = new EventEmitter();
    expect(() => stream.emit("error", failure("EPIPE"))).toThrow("write EPIPE");
  });
});
