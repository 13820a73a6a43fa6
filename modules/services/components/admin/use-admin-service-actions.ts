"use client";

import { useCallback, useState } from "react";
import { ApiClientError, callApi, errorMessage } from "@/lib/api/client";
import {
  adminServicesActivate,
  adminServicesDeactivate,
  adminServicesRemove,
} from "@/lib/api/endpoints/admin-services";
import type { AdminServiceView } from "@/modules/services/shared/admin-schemas";
import { notify } from "@/lib/notify";

export type ListingAction = "activate" | "deactivate" | "delete";

const STATUS_ENDPOINTS = { activate: adminServicesActivate, deactivate: adminServicesDeactivate };

/**
 * The admin's Activate, Deactivate and Delete of one service, with docs/spec.md's toasts. `onChanged`
 * gets the service as it is now, or null once deleted or when the list should be read again
 * (another admin acted first: 409).
 */
export function useAdminServiceActions(onChanged: (service: AdminServiceView | null) => void) {
  const [working, setWorking] = useState<{ id: string; action: ListingAction } | null>(null);

  const run = useCallback(
    async (service: AdminServiceView, action: ListingAction): Promise<boolean> => {
      setWorking({ id: service.id, action });
      const params = { id: service.id };
      try {
        if (action === "delete") {
          await callApi(adminServicesRemove, { params });
          notify.success("Service Deleted", {
            description: `${service.title} was permanently removed from every listing.`,
          });
          onChanged(null);
        } else {
          const { data } = await callApi(STATUS_ENDPOINTS[action], { params });
          notify.success("Service Status Updated", {
            description:
              action === "activate"
                ? `${service.title} is listed in the catalogue again.`
                : `${service.title} is hidden from the catalogue.`,
          });
          onChanged(data);
        }
        return true;
      } catch (error) {
        notify.error(action === "delete" ? "Service not deleted" : "Status not changed", {
          description: errorMessage(error),
        });
        // Someone else changed it meanwhile: show it as it now is.
        if (error instanceof ApiClientError && (error.status === 409 || error.status === 404)) {
          onChanged(null);
        }
        return false;
      } finally {
        setWorking(null);
      }
    },
    [onChanged],
  );

  return { run, working };
}
