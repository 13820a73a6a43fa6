"use client";

import {
  Children,
  cloneElement,
  isValidElement,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from "react";
import { setRef } from "./set-ref";

// Radix's Slot as this app uses it (one child element, no Slottable): the slot's props merged
// onto its child, the child's handlers run before the slot's, styles and classes combined, and
// both refs set. Written out because Radix's came with the frame of every page (about 1 KB
// gzipped, with its lazy-child and Slottable handling that nothing here uses).

type Props = Record<string, unknown>;

/** Radix's mergeProps: the slot's props under the child's, handlers, style and class combined. */
export function mergeSlotProps(slotProps: Props, childProps: Props): Props {
  const override: Props = { ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === "function" && typeof childValue === "function") {
        override[name] = (...args: unknown[]) => {
          const result: unknown = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (slotValue) {
        override[name] = slotValue;
      }
    } else if (name === "style") {
      override[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className") {
      override[name] = [slotValue, childValue].filter(Boolean).join(" ");
    } else if (name === "aria-describedby") {
      const ids = new Set(
        [childValue, slotValue]
          .filter((value): value is string => typeof value === "string")
          .flatMap((value) => value.trim().split(/\s+/))
          .filter(Boolean),
      );
      override[name] = ids.size > 0 ? [...ids].join(" ") : undefined;
    }
  }
  return { ...slotProps, ...override };
}

type NodeRef = Ref<HTMLElement>;
type RefKey = NonNullable<NodeRef>;

// One callback per pair of refs, as Radix's memoized one: a new callback on every render would
// make React detach and attach the element each time.
const composedRefs = new WeakMap<RefKey, WeakMap<RefKey, (node: HTMLElement | null) => void>>();

function composeRefs(ref: RefKey, childRef: NodeRef | undefined): NodeRef {
  if (!childRef) return ref;
  let byChild = composedRefs.get(ref);
  if (!byChild) composedRefs.set(ref, (byChild = new WeakMap()));
  let composed = byChild.get(childRef);
  if (!composed) {
    composed = (node) => {
      setRef(ref, node);
      setRef(childRef, node);
    };
    byChild.set(childRef, composed);
  }
  return composed;
}

export function Slot({
  children,
  ref,
  ...slotProps
}: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: NodeRef }) {
  const child = Children.only(children);
  if (!isValidElement<Props & { ref?: NodeRef }>(child)) return null;
  const merged = mergeSlotProps(slotProps, child.props);
  merged.ref = ref ? composeRefs(ref, child.props.ref) : child.props.ref;
  return cloneElement(child, merged);
}
