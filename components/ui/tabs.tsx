"use client";

// Tabs as WAI-ARIA's tabs pattern (the same roles, states, keys and looks as the Radix tabs this
// replaces): Radix's version brought its roving-focus group, collection and presence machinery,
// about 12 KB of first-load JavaScript on each bookings list, for four buttons in a row.
import * as React from "react";

import { cn } from "@/lib/utils";

interface TabsState {
  value: string;
  select: (value: string) => void;
  /** Automatic: a tab is chosen as focus reaches it. Manual: Enter, Space or a click chooses. */
  activationMode: "automatic" | "manual";
  idFor: (part: "trigger" | "content", value: string) => string;
}

const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

// The tabs' layouts, each set once: `cn` joins classes without resolving conflicts (lib/utils.ts).
const TABS_GAPS = { none: "gap-0", sm: "gap-2", md: "gap-4" } as const;
const TABS_LIST_LAYOUTS = {
  /** As wide as its tabs. */
  inline: "inline-flex h-9 w-fit",
  /** The screen's width on a phone, its tabs' from sm up. */
  "full-on-phone": "inline-flex h-9 w-full sm:w-fit",
  /** Rows of three on a phone, every tab in sight; one row from sm up. */
  "rows-on-phone": "grid h-auto w-full grid-cols-3 gap-1 sm:inline-flex sm:h-10 sm:w-fit sm:gap-0",
} as const;
const TABS_TRIGGER_SIZES = {
  default: "h-[calc(100%-1px)] px-2",
  wide: "h-[calc(100%-1px)] px-4",
  "rows-on-phone": "h-8 px-2 sm:h-[calc(100%-1px)] sm:px-4",
} as const;

interface TabsProps extends Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> {
  value: string;
  onValueChange: (value: string) => void;
  activationMode?: "automatic" | "manual";
  /** The room between the tab list and the chosen panel. */
  gap?: keyof typeof TABS_GAPS;
}

function Tabs({
  value,
  onValueChange,
  activationMode = "automatic",
  gap = "sm",
  className,
  ...props
}: TabsProps) {
  const baseId = React.useId();
  const state = React.useMemo<TabsState>(
    () => ({
      value,
      select: (next) => {
        if (next !== value) onValueChange(next);
      },
      activationMode,
      // Values are short words (booking filters); ids stay valid without escaping.
      idFor: (part, tab) => `${baseId}-${part}-${tab}`,
    }),
    [value, onValueChange, activationMode, baseId],
  );
  return (
    <TabsContext.Provider value={state}>
      <div
        data-slot="tabs"
        data-orientation="horizontal"
        dir="ltr"
        className={cn("flex flex-col", TABS_GAPS[gap], className)}
        {...props}
      />
    </TabsContext.Provider>
  );
}

/** Arrow keys move between the tabs (round from the last to the first), Home and End jump. */
function moveFocus(event: React.KeyboardEvent<HTMLDivElement>) {
  const tabs = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
  );
  const current = tabs.findIndex((tab) => tab === document.activeElement);
  if (current === -1) return;
  const target = {
    ArrowRight: tabs[(current + 1) % tabs.length],
    ArrowLeft: tabs[(current - 1 + tabs.length) % tabs.length],
    Home: tabs[0],
    End: tabs[tabs.length - 1],
  }[event.key];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

function TabsList({
  layout = "inline",
  className,
  onKeyDown,
  ...props
}: React.ComponentProps<"div"> & { layout?: keyof typeof TABS_LIST_LAYOUTS }) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      data-orientation="horizontal"
      className={cn(
        // Scrolls sideways instead of overflowing when many tabs meet a narrow phone screen.
        "max-w-full items-center justify-start overflow-x-auto rounded-lg bg-muted p-[3px] text-muted-foreground",
        TABS_LIST_LAYOUTS[layout],
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

interface TabsTriggerProps extends Omit<React.ComponentProps<"button">, "value"> {
  value: string;
  size?: keyof typeof TABS_TRIGGER_SIZES;
}

function TabsTrigger({
  value,
  size = "default",
  className,
  onClick,
  onFocus,
  ...props
}: TabsTriggerProps) {
  const tabs = useTabs("TabsTrigger");
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idFor("trigger", value)}
      aria-selected={active}
      aria-controls={tabs.idFor("content", value)}
      data-state={active ? "active" : "inactive"}
      data-orientation="horizontal"
      // One tab stop for the list, on the chosen tab; the arrow keys reach the others.
      tabIndex={active ? 0 : -1}
      data-slot="tabs-trigger"
      className={cn(
        TABS_TRIGGER_SIZES[size],
        "inline-flex flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent py-1 text-sm font-medium whitespace-nowrap text-muted-foreground transition-[color,box-shadow] outline-none hover:text-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (tabs.activationMode === "automatic" && !event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

interface TabsContentProps extends React.ComponentProps<"div"> {
  value: string;
  /** Square corners: a panel that fills its dialog edge to edge. */
  flush?: boolean;
}

/** The chosen tab's panel; the others stay in the page empty and hidden, as Radix left them. */
function TabsContent({ value, flush = false, className, children, ...props }: TabsContentProps) {
  const tabs = useTabs("TabsContent");
  const active = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idFor("content", value)}
      aria-labelledby={tabs.idFor("trigger", value)}
      hidden={!active}
      tabIndex={0}
      data-state={active ? "active" : "inactive"}
      data-orientation="horizontal"
      data-slot="tabs-content"
      className={cn(
        "flex-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        flush ? "rounded-none" : "rounded-md",
        className,
      )}
      {...props}
    >
      {active ? children : null}
    </div>
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
