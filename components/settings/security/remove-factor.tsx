"use client";

import { useRef, type ReactNode, type RefObject } from "react";
import { Trash2 } from "lucide-react";
import { ConfirmAction } from "@/components/data/confirm-action";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import { notify } from "@/lib/notify";

interface RemoveFactorProps {
  /** The button's accessible name: "Remove Passkey on Chrome". */
  name: string;
  title: string;
  /** What removing it means for the account's sign-ins. */
  children: ReactNode;
  /** The API call; a stale proof is confirmed afresh by the client's step-up first. */
  remove: () => Promise<unknown>;
  removedTitle: string;
  onRemoved: () => void;
  /** Where focus goes once the button is gone with what it removed. */
  focusAfter: RefObject<HTMLElement | null>;
}

/** "Remove" behind a confirmation: the factor goes, the page reads the account again. */
export function RemoveFactor({
  name,
  title,
  children,
  remove,
  removedTitle,
  onRemoved,
  focusAfter,
}: RemoveFactorProps) {
  const removed = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);

  async function confirm(): Promise<boolean> {
    try {
      await remove();
      removed.current = true;
      notify.success(removedTitle);
      onRemoved();
      return true;
    } catch (cause) {
      notify.error("Not removed", { description: errorMessage(cause) });
      return false;
    }
  }

  return (
    <ConfirmAction
      trigger={
        <Button
          ref={trigger}
          type="button"
          variant="outline"
          size="sm"
          aria-label={name}
          // In a list row that stacks on a phone, a button as wide as its words.
          className="self-start sm:self-auto"
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      }
      title={title}
      keepLabel="Keep it"
      confirmLabel="Remove"
      workingLabel="Removing..."
      destructive
      onConfirm={confirm}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        (removed.current ? focusAfter : trigger).current?.focus();
      }}
    >
      {children}
    </ConfirmAction>
  );
}
