"use client";

import { useEffect, useState } from "react";

/**
 * Copies text to the clipboard and says so for two seconds: `copied` is true meanwhile. `copy`
 * answers false when there is no clipboard (an insecure origin, a refused permission), so the
 * caller can say how else.
 */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy(text: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      return true;
    } catch {
      setCopied(false);
      return false;
    }
  }

  return { copied, copy };
}
