"use client";

import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

// Sonner injects its own unlayered CSS, which beats Tailwind's layered utilities. Colours are
// therefore set through the CSS variables Sonner reads; the few class overrides below use `!`.
const themeVariables = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  "--success-bg": "var(--success)",
  "--success-text": "var(--success-foreground)",
  "--success-border": "var(--success)",
  "--error-bg": "var(--destructive)",
  "--error-text": "var(--destructive-foreground)",
  "--error-border": "var(--destructive)",
  "--warning-bg": "var(--warning)",
  "--warning-text": "var(--warning-foreground)",
  "--warning-border": "var(--warning)",
  "--info-bg": "var(--accent)",
  "--info-text": "var(--accent-foreground)",
  "--info-border": "var(--border)",
  "--border-radius": "var(--radius)",
} as React.CSSProperties;

// On coloured (rich) toasts the description keeps the toast's own foreground colour.
const richDescription = "[&_[data-description]]:text-current!";

/**
 * Keeps `--toast-top` just below the site header's bottom edge as the page scrolls or changes
 * (the header is sticky, and the test-mode banner above it scrolls away), so a phone's toast never
 * covers the menu button or the wallet chip.
 */
function useToastTopBelowHeader() {
  React.useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const header = document.querySelector("body header");
        const bottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
        document.documentElement.style.setProperty("--toast-top", `${Math.round(bottom) + 12}px`);
      });
    };
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(document.body);
    window.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      window.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, []);
}

/** Wide screens, where the header's account menu opens as a dropdown at the top right. */
const WIDE = "(min-width: 1024px)";

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function useWide(): boolean {
  return React.useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

function Toaster({ style, toastOptions, ...props }: ToasterProps) {
  useToastTopBelowHeader();
  // On wide screens toasts sit at the bottom right: at the top right "Login successful" covered
  // the account menu, which opens there. Phones keep them just below the header (their account
  // items are in the menu panel, and a sticky Pay bar sits at the bottom of Add Coins).
  const wide = useWide();
  return (
    <Sonner
      theme="light"
      position={wide ? "bottom-right" : "top-center"}
      // Few at a time, since lib/notify keeps one error and replaces it with the next outcome.
      offset={{ bottom: "1.5rem", right: "1.5rem" }}
      mobileOffset={{ top: "var(--toast-top, 4.75rem)", left: "0.75rem", right: "0.75rem" }}
      visibleToasts={3}
      richColors
      closeButton
      className="toaster group print:hidden"
      style={{ ...themeVariables, ...style }}
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: "font-sans",
          title: "font-semibold!",
          description: "text-muted-foreground!",
          success: richDescription,
          error: richDescription,
          warning: richDescription,
          info: richDescription,
          actionButton:
            "rounded-md! bg-primary! text-primary-foreground! focus-visible:ring-[3px]! focus-visible:ring-ring/50!",
          cancelButton:
            "rounded-md! bg-muted! text-muted-foreground! focus-visible:ring-[3px]! focus-visible:ring-ring/50!",
          closeButton: "focus-visible:ring-[3px]! focus-visible:ring-ring/50!",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

export { Toaster };
