// Waiting on work other processes do (app servers' sweeps and mail runners) that tells nobody
// when it is done: ask the database again every 200 ms, within a bound.

/** Resolves once `count()` answers 0; fails after `timeoutMs`, saying how many `what` remain. */
export async function untilNone(
  count: () => Promise<number>,
  what: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = await count();
    if (left === 0) return;
    if (Date.now() > deadline) throw new Error(`${left} ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
