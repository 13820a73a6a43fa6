// The processes a test started and everything they started in turn, read from /proc (Linux, where
// the tests run): a server may put its children in process groups of their own, so signalling a
// group does not reach them all.
import { readdirSync, readFileSync } from "node:fs";

/** The parent of `pid`, or undefined once it is gone. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (command) state ppid ...": the command may hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[1]);
  } catch {
    return undefined;
  }
}

/** `root` and every living process descended from it, parents before their children. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const parent = parentOf(pid);
    if (parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  const pending = isAlive(root) ? [root] : [];
  while (pending.length) {
    const pid = pending.shift()!;
    tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Whether `pid` is a process that has not exited (a zombie has). */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

/** Sends `signal` to each of `pids` still running. */
export function signalEach(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
    }
  }
}
