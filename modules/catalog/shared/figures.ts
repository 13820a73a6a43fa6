// Marketing figures are real counts, shown rounded down the way the landing page states them
// ("1000+ active users", "50k+ coins traded"): never more than is true.
const downTo = (n: number, step: number) => Math.floor(n / step) * step;

export function formatFigure(value: number): string {
  const n = Math.max(0, Math.floor(value));
  if (n >= 10_000) return `${Math.floor(n / 1000)}k+`;
  if (n >= 1000) return `${downTo(n, 1000)}+`;
  if (n >= 100) return `${downTo(n, 100)}+`;
  if (n >= 10) return `${downTo(n, 10)}+`;
  return String(n);
}
