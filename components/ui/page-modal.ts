// What a modal dialog does to the page behind it (the scroll lock and the screen reader's view),
// done without touching an inherited style of <body>. Radix's modal dialog sets
// `pointer-events: none` on <body> and react-remove-scroll-bar a custom property there: both
// inherit, so opening restyles every element of the page, which on a page of many elements
// (the catalogue's cards) is most of the opening's time on a slow phone. A native <dialog>'s
// showModal() costs the same (the page's inertness is computed in style). Here only
// non-inherited properties of <body> change (overflow, margin), which restyle <body> alone.

/** Keeps the page behind still: no scrolling, and no shift where its scroll bar was. */
function lockScroll(): () => void {
  const { body, documentElement } = document;
  // The scroll bar's width, 0 where scroll bars float over the page (phones): given back as
  // margin, as react-remove-scroll-bar does, so the page does not widen under the dialog.
  const gap = window.innerWidth - documentElement.clientWidth;
  const before = {
    overflow: body.style.getPropertyValue("overflow"),
    overflowPriority: body.style.getPropertyPriority("overflow"),
    marginRight: body.style.getPropertyValue("margin-right"),
    marginPriority: body.style.getPropertyPriority("margin-right"),
  };
  body.style.setProperty("overflow", "hidden", "important");
  if (gap > 0) {
    const margin = Number.parseFloat(getComputedStyle(body).marginRight) || 0;
    body.style.setProperty("margin-right", `${margin + gap}px`, "important");
  }
  return () => {
    body.style.setProperty("overflow", before.overflow, before.overflowPriority);
    if (gap > 0) body.style.setProperty("margin-right", before.marginRight, before.marginPriority);
  };
}

/**
 * Hides everything but `keep` from assistive technology, as Radix's modal does (the aria-hidden
 * package's hideOthers): every element beside the path from <body> down to `keep` gets
 * aria-hidden, except live regions (toasts) and scripts, and what contains them is walked into.
 */
function hideOthers(keep: Element): () => void {
  const kept = [keep, ...document.body.querySelectorAll("[aria-live], script")];
  const hidden: { element: Element; before: string | null }[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (kept.includes(child)) continue;
      if (kept.some((element) => child.contains(element))) {
        walk(child);
        continue;
      }
      const before = child.getAttribute("aria-hidden");
      if (before === "true") continue;
      child.setAttribute("aria-hidden", "true");
      hidden.push({ element: child, before });
    }
  };
  walk(document.body);
  return () => {
    for (const { element, before } of hidden) {
      if (before === null) element.removeAttribute("aria-hidden");
      else element.setAttribute("aria-hidden", before);
    }
  };
}

/**
 * While `content` (a dialog) is open: the page behind it does not scroll and is hidden from
 * screen readers; the returned function puts the page back. The dialog's focus trap, Escape and
 * outside press are the dialog's own (dialog.tsx).
 */
export function holdPageBehind(content: Element): () => void {
  const unlock = lockScroll();
  const show = hideOthers(content);
  return () => {
    show();
    unlock();
  };
}
