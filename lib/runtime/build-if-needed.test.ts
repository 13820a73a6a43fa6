// The build lock: one `next build` at a time, and a lock a killed builder left behind is taken over.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lockFile } from "./build-if-needed";

const lockPath = () => join(mkdtempSync(join(tmpdir(), "build-lock-")), "build.lock");

/** A process id no process has now: a child that has already ended. */
async function endedProcessId(): Promise<number> {
  const child = spawn("true");
  await new Promise((resolve) => child.on("exit", resolve));
  return child.pid ?? 0;
}

describe("lockFile", () => {
  it("holds this process's id while taken and is gone once released", () => {
    const path = lockPath();
    const release = lockFile(path);
    expect(readFileSync(path, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path)).toBe(false);
  });

  it("takes over a lock whose process has ended", async () => {
    const path = lockPath();
    writeFileSync(path, String(await endedProcessId()));
    const release = lockFile(path, 1_000);
    expect(readFileSync(path, "utf8")).toBe(String(process.pid));
    release();
  });

  it("waits while another process holds it, and takes it once released", async () => {
    const path = lockPath();
    const holder = spawn(process.execPath, [
      "-e",
      `const fs = require("node:fs");
       fs.writeFileSync(process.argv[1], String(process.pid), { flag: "wx" });
       console.log("taken");
       setTimeout(() => fs.rmSync(process.argv[1]), 1000);`,
      path,
    ]);
    await new Promise((resolve) => holder.stdout.once("data", resolve));
    const started = Date.now();
    const release = lockFile(path, 10_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(readFileSync(path, "utf8")).toBe(String(process.pid));
    release();
  });

  it("waits while another thread of this process holds it", () => {
    const path = lockPath();
    writeFileSync(path, String(process.pid));
    expect(() => lockFile(path, 300)).toThrow(`process ${process.pid} holds ${path}`);
  });

  it("gives up with the holder's id when it waited long enough", async () => {
    const path = lockPath();
    const holder = spawn("sleep", ["5"]);
    await new Promise((resolve) => holder.on("spawn", resolve));
    writeFileSync(path, String(holder.pid));
    expect(() => lockFile(path, 300)).toThrow(`process ${holder.pid} holds ${path}`);
    holder.kill();
  });
});
