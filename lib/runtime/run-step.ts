// A step of the start that runs in a process of its own (the database's: prepare-database-main.ts),
// so what it loads is freed when it ends. A stop signal meanwhile ends the step, and the start.
import { spawn } from "node:child_process";

/** Runs `node args` with `env` and waits for it; rejects when it fails or is stopped. */
export function runStep(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const step = spawn(process.execPath, args, { stdio: "inherit", env });
    const stop = (signal: NodeJS.Signals) => step.kill(signal);
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
    step.on("exit", (code, signal) => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      if (code === 0) resolve();
      // The step printed its reason itself.
      else reject(new Error(`${name} ${signal ? `stopped by ${signal}` : "failed"}: not serving`));
    });
  });
}
