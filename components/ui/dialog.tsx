"use client";

import * as React from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { XIcon } from "lucide-react";

import { cn } from "@/lib/utils";
import { useOpenerFocus } from "./opener-focus";
import { holdPageBehind } from "./page-modal";
import { setRef } from "./set-ref";

/** Set by a Dialog whose modality is page-modal.ts's rather than Radix's. */
const LightModal = React.createContext(false);

function Dialog({
  lightModal = false,
  modal,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Root> & {
  /**
   * Modal without restyling the page behind: Radix's modal sets inherited styles on <body>
   * (page-modal.ts), a full restyle that a page of many elements feels when the dialog opens.
   * The same behaviour (scroll lock, the rest hidden from screen readers, focus kept inside,
   * Escape and a press outside close), done by page-modal.ts and DialogContent instead.
   */
  lightModal?: boolean;
}) {
  return (
    <LightModal.Provider value={lightModal}>
      <DialogPrimitive.Root data-slot="dialog" modal={lightModal ? false : modal} {...props} />
    </LightModal.Provider>
  );
}

function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

const OVERLAY_CLASS =
  "fixed inset-0 z-50 bg-foreground/50 transition-opacity duration-200 motion-reduce:transition-none starting:opacity-0";

function DialogOverlay() {
  // Radix draws its overlay only for its own modal (with its scroll lock): a light modal's is
  // a plain layer over the page, which a press on closes as one outside the dialog.
  return React.useContext(LightModal) ? (
    <div data-slot="dialog-overlay" data-state="open" className={OVERLAY_CLASS} />
  ) : (
    <DialogPrimitive.Overlay data-slot="dialog-overlay" className={OVERLAY_CLASS} />
  );
}

// A dialog's width, height and inner layout, each chosen once by a prop: `cn` joins classes
// without resolving conflicts (lib/utils.ts).
const DIALOG_WIDTHS = {
  md: "sm:max-w-md",
  lg: "sm:max-w-lg",
  xl: "sm:max-w-xl",
  "2xl": "sm:max-w-2xl",
  "5xl": "sm:max-w-5xl",
} as const;
const DIALOG_LAYOUTS = {
  /** Padded, its parts in a grid, the whole dialog scrolling. */
  grid: "grid gap-4 overflow-y-auto p-6",
  /** Padded, its parts in a column, the whole dialog scrolling. */
  column: "flex flex-col gap-4 overflow-y-auto p-6",
  /** Parts that pad and scroll themselves (a title and buttons kept in view). */
  sections: "flex flex-col gap-0 overflow-hidden p-0",
} as const;
const DIALOG_HEIGHTS = {
  /** The screen's height less a rem above and below. */
  viewport: "max-h-[calc(100dvh-2rem)]",
  most: "max-h-[92dvh]",
} as const;

interface DialogContentLayout {
  width?: keyof typeof DIALOG_WIDTHS;
  layout?: keyof typeof DIALOG_LAYOUTS;
  maxHeight?: keyof typeof DIALOG_HEIGHTS;
}

function DialogContent({
  className,
  children,
  showCloseButton = true,
  width = "lg",
  layout = "grid",
  maxHeight = "viewport",
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> &
  DialogContentLayout & {
    /** Show the "X" button in the top-right corner. */
    showCloseButton?: boolean;
  }) {
  const focus = useOpenerFocus(onOpenAutoFocus, onCloseAutoFocus);
  const light = useLightModal(props);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overscroll-contain rounded-lg border bg-background shadow-lg transition-[opacity,scale] duration-200 outline-none motion-reduce:transition-none starting:scale-95 starting:opacity-0",
          DIALOG_WIDTHS[width],
          DIALOG_LAYOUTS[layout],
          DIALOG_HEIGHTS[maxHeight],
          // Keep a long title clear of the close button (and still centred on phones).
          showCloseButton &&
            "[&>[data-slot=dialog-header]]:px-8 sm:[&>[data-slot=dialog-header]]:ps-0",
          className,
        )}
        {...props}
        {...light}
        onOpenAutoFocus={focus.onOpenAutoFocus}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4"
          >
            <XIcon aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

type ContentProps = React.ComponentProps<typeof DialogPrimitive.Content>;

/**
 * The content's part of a light modal (nothing under Radix's modal): page-modal.ts's lock while
 * mounted, and what Radix's modal does that its non-modal dialog does not. Focus that leaves
 * the dialog comes back to where it was inside (Tab already loops within), rather than closing
 * it; a right click outside does not close it.
 */
function useLightModal({ ref, onFocus, onFocusOutside, onPointerDownOutside }: ContentProps) {
  const light = React.useContext(LightModal);
  const content = React.useRef<HTMLDivElement | null>(null);
  const lastFocused = React.useRef<HTMLElement | null>(null);
  // A ref with a cleanup (React 19): the page is held from the commit that shows the dialog
  // to the one that removes it, before its focus moves in.
  const contentRef = React.useCallback(
    (node: HTMLDivElement) => {
      content.current = node;
      setRef(ref, node);
      const release = holdPageBehind(node);
      return () => {
        release();
        content.current = null;
        setRef(ref, null);
      };
    },
    [ref],
  );
  if (!light) return {};
  return {
    ref: contentRef,
    onFocus: (event: React.FocusEvent<HTMLDivElement>) => {
      onFocus?.(event);
      if (event.target instanceof HTMLElement) lastFocused.current = event.target;
    },
    onFocusOutside: (event: Parameters<NonNullable<ContentProps["onFocusOutside"]>>[0]) => {
      onFocusOutside?.(event);
      event.preventDefault();
      const back = lastFocused.current?.isConnected ? lastFocused.current : content.current;
      back?.focus();
    },
    onPointerDownOutside: (
      event: Parameters<NonNullable<ContentProps["onPointerDownOutside"]>>[0],
    ) => {
      onPointerDownOutside?.(event);
      const { button, ctrlKey } = event.detail.originalEvent;
      if (button === 2 || (button === 0 && ctrlKey)) event.preventDefault();
    },
  };
}

function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      className={cn("flex flex-col gap-2 text-center sm:text-left", className)}
      {...props}
    />
  );
}

function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

function DialogTitle({
  size = "default",
  wraps = false,
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title> & {
  /** `lg`: a name the dialog is about (a service's), larger than a question. */
  size?: "default" | "lg";
  /** A title that may take two lines: room between them. */
  wraps?: boolean;
}) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn(
        size === "lg" ? "text-xl" : "text-lg",
        wraps ? "leading-snug" : "leading-none",
        "font-semibold",
        className,
      )}
      {...props}
    />
  );
}

function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

export type { DialogContentLayout };

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
};
