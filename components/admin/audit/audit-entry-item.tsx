import { Badge } from "@/components/ui/badge";
import type { AuditEntry } from "@/lib/schemas/audit-log";
import { auditDetailLines } from "@/lib/audit/audit-details";
import { describeChange } from "@/lib/audit/audit-filters";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";

/** What the entry changed, in words: before/after, else the older entries' `{ from, to }`. */
function changeLines(entry: AuditEntry): string[] {
  if (entry.before !== null || entry.after !== null)
    return describeChange(entry.before, entry.after);
  const data = entry.data;
  if (data && typeof data === "object" && !Array.isArray(data) && "from" in data && "to" in data) {
    return describeChange({ value: data.from }, { value: data.to }).map((line) =>
      line.replace(/^value: /, ""),
    );
  }
  return [];
}

/** Anything else the entry keeps (a reason, a note), without the from/to already shown. */
function detailLines(entry: AuditEntry): string[] {
  return auditDetailLines(entry.data, ["from", "to"]);
}

/** One entry of the chain: its place, when, who (as which role), what, on what, from where. */
export function AuditEntryItem({ entry, dateStyle }: { entry: AuditEntry; dateStyle: DateStyle }) {
  const changes = changeLines(entry);
  const details = detailLines(entry);
  return (
    <li
      className="grid gap-x-4 gap-y-2 rounded-lg border bg-card p-4 text-sm md:grid-cols-[4.5rem_10rem_13rem_minmax(0,1fr)]"
      data-testid="audit-entry"
    >
      <div className="flex items-center gap-2 md:block">
        <span className="font-mono text-xs text-muted-foreground">#{entry.seq}</span>
        <time dateTime={entry.at} className="text-xs text-muted-foreground md:hidden">
          {formatDateTime(entry.at, dateStyle)}
        </time>
      </div>
      <time dateTime={entry.at} className="hidden text-muted-foreground md:block">
        {formatDateTime(entry.at, dateStyle)}
      </time>
      <div className="min-w-0">
        <p className="font-medium break-words">{entry.actor ? entry.actor.name : "Platform"}</p>
        {entry.actor ? (
          <p className="truncate text-xs text-muted-foreground" title={entry.actor.email}>
            {entry.actor.email}
          </p>
        ) : null}
        {entry.actingAs ? (
          <Badge variant="outline" className="mt-1">
            as {entry.actingAs}
          </Badge>
        ) : null}
      </div>
      <div className="min-w-0 space-y-1">
        <p>
          <code className="rounded bg-muted px-1.5 py-0.5 text-xs font-semibold">
            {entry.action}
          </code>{" "}
          <span className="text-muted-foreground">
            on {entry.entityType}
            {entry.entityId ? (
              <span className="font-mono text-xs break-all"> {entry.entityId}</span>
            ) : null}
          </span>
        </p>
        {changes.length || details.length ? (
          <ul className="space-y-0.5 text-xs break-words">
            {changes.map((line) => (
              <li key={`c-${line}`}>{line}</li>
            ))}
            {details.map((line) => (
              <li key={`d-${line}`} className="text-muted-foreground">
                {line}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-xs text-muted-foreground">
          {entry.ip ? <>From {entry.ip}</> : "No address"}
          {entry.requestId ? (
            <>
              {" · request "}
              <span className="font-mono break-all">{entry.requestId}</span>
            </>
          ) : null}
          {" · hash "}
          <span className="font-mono" title={entry.hash}>
            {entry.hash.slice(0, 12)}
          </span>
        </p>
      </div>
    </li>
  );
}
