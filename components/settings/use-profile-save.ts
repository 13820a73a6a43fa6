"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { ApiClientError, errorMessage } from "@/lib/api/client";
import { notify } from "@/lib/notify";
import { useSaving, type SavingOptions } from "@/components/data/use-saving";

/** A profile's PUT (orgProfile.update) and what the form does with the values as stored. */
type ProfileSaveOptions<Values, View> = Pick<SavingOptions<Values, View>, "send" | "onSaved"> & {
  /** The toast once saved: "Profile updated". */
  savedTitle: string;
  /** Puts a refused field's message beside it (`useFormError`'s `failWith`). */
  failWith: (error: unknown) => void;
};

/**
 * Saves a profile form (the account's or the organization's) and reads the page again, so the
 * header, the cards and the public page show the change: `refreshing` until they do.
 */
export function useProfileSave<Values, View>(options: ProfileSaveOptions<Values, View>) {
  const { onSaved, savedTitle, failWith } = options;
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const { save, saving } = useSaving<Values, View>({
    send: options.send,
    onSaved: (saved) => {
      onSaved(saved);
      notify.success(savedTitle);
      startRefresh(() => router.refresh());
    },
    onFailed: (cause) => {
      // A refused field belongs beside it; anything else is a passing failure.
      if (cause instanceof ApiClientError && cause.status === 422) failWith(cause);
      else notify.error(errorMessage(cause));
    },
  });

  return { save, saving, refreshing };
}
