"use client";

import { useState } from "react";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { callApi, errorMessage } from "@/lib/api/client";
import { adminAuditChain } from "@/lib/api/endpoints/admin-audit";
import type { AuditChainReport } from "@/lib/schemas/audit-log";

/** Verifies the hash chain on request: it walks every entry, so it is not done on each visit. */
export function AuditChainCard() {
  const [report, setReport] = useState<AuditChainReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function verify() {
    setChecking(true);
    setError(null);
    try {
      const { data } = await callApi(adminAuditChain);
      setReport(data);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setChecking(false);
    }
  }

  const broken = report && !report.ok;
  return (
    <section
      aria-labelledby="audit-chain-title"
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        {broken ? (
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        ) : (
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        )}
        <div>
          <h2 id="audit-chain-title" className="font-semibold">
            Tamper evidence
          </h2>
          <p className="text-sm text-muted-foreground" role="status">
            {error ? (
              <span className="text-destructive">{error}</span>
            ) : !report ? (
              "Each entry carries a hash of its content linked to the entry before it. Verify the whole chain to prove nothing was changed or removed."
            ) : report.ok ? (
              `Chain intact: ${report.checked.toLocaleString("en-US")} entries verified, none changed or missing.`
            ) : (
              <span className="text-destructive">
                Chain broken at entry #{report.firstBroken?.seq}: {report.firstBroken?.problem}{" "}
                Entries from there on cannot be trusted; restore the log from a backup and find who
                had direct database access.
              </span>
            )}
          </p>
        </div>
      </div>
      <Button type="button" variant="outline" loading={checking} onClick={() => void verify()}>
        {checking ? "Verifying..." : "Verify chain"}
      </Button>
    </section>
  );
}
