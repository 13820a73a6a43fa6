"use client";

import { useState, type FormEvent } from "react";
import { notify } from "@/lib/notify";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { callApi, errorMessage } from "@/lib/api/client";
import { paymentsRemoveMethod, paymentsSaveMethod } from "@/lib/api/endpoints/payments";
import { usePaymentMethods } from "@/lib/swr/use-payment-methods";
import { cn } from "@/lib/utils";

/**
 * The payment method the checkout opens on. Only a preference: the payer can still pick another
 * one in the payment window.
 */
export function PreferredMethodForm() {
  const { data, error, isLoading, mutate } = usePaymentMethods();
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState<"save" | "remove" | null>(null);

  if (isLoading) {
    return (
      <div className="space-y-2">
        <Spinner label="Loading payment methods" className="sr-only" />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-11 w-full" />
        ))}
        <Skeleton className="h-9 w-24" />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div role="alert" className="space-y-3 text-sm">
        <p className="text-destructive">
          Payment methods could not be loaded. {error ? errorMessage(error) : null}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => void mutate()}>
          Try again
        </Button>
      </div>
    );
  }

  const saved = data.preferred?.method ?? null;
  const selected = choice ?? saved;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!selected || selected === saved) return;
    setBusy("save");
    try {
      const { data: preferred } = await callApi(paymentsSaveMethod, {
        body: { method: selected },
      });
      await mutate((current) => (current ? { ...current, preferred } : current), {
        revalidate: false,
      });
      setChoice(null);
      notify.success("Payment method saved");
    } catch (cause) {
      notify.error("Could not save the payment method", { description: errorMessage(cause) });
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (!data?.preferred) return;
    setBusy("remove");
    try {
      await callApi(paymentsRemoveMethod, { params: { id: data.preferred.id } });
      await mutate((current) => (current ? { ...current, preferred: null } : current), {
        revalidate: false,
      });
      setChoice(null);
      notify.success("Payment method removed");
    } catch (cause) {
      notify.error("Could not remove the payment method", { description: errorMessage(cause) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <form onSubmit={save} className="space-y-4">
      <fieldset className="space-y-2" disabled={busy !== null}>
        <legend className="sr-only">Preferred payment method</legend>
        {data.methods.map((method) => (
          <label
            key={method.id}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm transition-colors has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50",
              selected === method.id ? "border-primary bg-primary/5" : "hover:bg-accent",
            )}
          >
            <input
              type="radio"
              name="payment-method"
              value={method.id}
              checked={selected === method.id}
              onChange={() => setChoice(method.id)}
              className="size-4 accent-primary"
            />
            <span className="font-medium">{method.label}</span>
            {saved === method.id ? (
              <span className="ml-auto text-xs text-muted-foreground">Saved</span>
            ) : null}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          loading={busy === "save"}
          disabled={busy !== null || !selected || selected === saved}
        >
          Save
        </Button>
        {data.preferred ? (
          <Button
            type="button"
            variant="ghost"
            loading={busy === "remove"}
            disabled={busy !== null}
            onClick={() => void remove()}
          >
            Remove
          </Button>
        ) : null}
      </div>
    </form>
  );
}
