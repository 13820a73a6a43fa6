"use client";

import { lazy, type ComponentProps } from "react";
import { AfterHydration } from "@/components/site/after-hydration";
import { CustomerActionButton, customerActionsFor } from "./customer-action-button";

// The confirmations and forms behind Accept, Report a problem, Ask to cancel and the answers to
// an offer (their dialogs, the API calls and the words they confirm with) load right after the
// page instead of with it: most visits to My Bookings press none.
const CustomerActions = lazy(() =>
  import("./customer-actions").then((module) => ({ default: module.CustomerActions })),
);

type CustomerActionsProps = ComponentProps<typeof CustomerActions>;

/**
 * The panel's buttons, drawn at once (server render and hydration) and disabled until their
 * dialogs' code is in, so a press never lands on a button that cannot open one yet.
 */
export function LazyCustomerActions(props: CustomerActionsProps) {
  const placeholder = customerActionsFor(props.booking).map((action) => (
    <CustomerActionButton
      key={action}
      action={action}
      booking={props.booking}
      titleId={props.titleId}
      aria-haspopup="dialog"
      aria-expanded={false}
      disabled
    />
  ));
  return (
    <AfterHydration placeholder={placeholder}>
      <CustomerActions {...props} />
    </AfterHydration>
  );
}
