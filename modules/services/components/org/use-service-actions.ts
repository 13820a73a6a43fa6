"use client";

import { useCallback, useState } from "react";
import { callApi, errorMessage } from "@/lib/api/client";
import {
  orgServicesActivate,
  orgServicesDeactivate,
  orgServicesRemove,
} from "@/lib/api/endpoints/org-services";
import type { OrgServiceView } from "@/modules/services/shared/schemas";
import { notify } from "@/lib/notify";

export type ServiceAction = "activate" | "deactivate" | "delete";

const STATUS_ENDPOINTS = { activate: orgServicesActivate, deactivate: orgServicesDeactivate };

/**
 * Activate, Deactivate and Delete of one service, with the spec's toasts. `onChanged` gets the
 * service as it is now (null once deleted); a refusal says why and leaves the list to reload.
 */
export function useServiceActions(onChanged: (id: string, service: OrgServiceView | null) => void) {
  const [working, setWorking] = useState<{ id: string; action: ServiceAction } | null>(null);

  const run = useCallback(
    async (service: OrgServiceView, action: ServiceAction): Promise<boolean> => {
      setWorking({ id: service.id, action });
      const params = { id: service.id };
      try {
        if (action === "delete") {
          await callApi(orgServicesRemove, { params });
          notify.success("Service Deleted", {
            description: `${service.title} is no longer listed. Its bookings keep their history.`,
          });
          onChanged(service.id, null);
        } else {
          const { data } = await callApi(STATUS_ENDPOINTS[action], { params });
          notify.success("Service Status Updated", {
            description:
              action === "activate"
                ? `${service.title} is listed again.`
                : `${service.title} is hidden from the catalogue.`,
          });
          onChanged(service.id, data);
        }
        return true;
      } catch (error) {
        notify.error(action === "delete" ? "Service not deleted" : "Status not changed", {
          description: errorMessage(error),
        });
        return false;
      } finally {
        setWorking(null);
      }
    },
    [onChanged],
  );

  return { run, working };
}
