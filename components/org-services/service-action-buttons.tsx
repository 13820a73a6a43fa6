"use client";

import type { ComponentProps } from "react";
import { Eye, EyeOff, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ServiceStatus } from "@/lib/validations/org-services";

/** Activate or Deactivate a live service: the organization's and the admin's cards alike. */
export function LiveToggleButton({
  status,
  loading,
  onToggle,
}: {
  status: ServiceStatus;
  loading: boolean;
  onToggle: (action: "activate" | "deactivate") => void;
}) {
  const active = status === "active";
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      loading={loading}
      onClick={() => onToggle(active ? "deactivate" : "activate")}
    >
      {active ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      {active ? "Deactivate" : "Activate"}
    </Button>
  );
}

/** The quiet, red "Delete" of a service card; it opens a confirmation or says why it cannot. */
export function DeleteButton(props: Omit<ComponentProps<typeof Button>, "children">) {
  return (
    <Button type="button" variant="ghost" size="sm" className="text-destructive" {...props}>
      <Trash2 aria-hidden="true" />
      Delete
    </Button>
  );
}
