"use client";

import dynamic from "next/dynamic";
import { useServerInsertedHTML } from "next/navigation";
import { useRef } from "react";
import { ROUTE_STYLES_KEY } from "@/lib/styles/route-styles-key";

// The whole stylesheet, app/globals.css, as Next.js compiles it. Imported behind next/dynamic so
// that no route links it as a render-blocking stylesheet in its head: a production page gets the
// styles of its own route inline and this stylesheet by address, loaded without holding the
// first paint (app/layout.tsx). `next dev` renders this component, whose server render links the
// stylesheet as an ordinary import would (next/dynamic preloads a dynamic import's CSS).
export const FullStylesheet = dynamic(() => import("@/app/globals-stylesheet"));

/**
 * Writes the route's own styles into the document's head while the server renders the page,
 * from the manifest the layout loaded into this process (never in the browser, and never in the
 * page's component payload, which would carry them a second time), then the whole stylesheet as
 * a `media="print"` link that app/layout.tsx's script applies once loaded. Both here, in this
 * order: React would hoist a link the layout rendered above these inserted styles, and the whole
 * file must come after them so that its own order decides where two of its rules compete (after
 * a client-side navigation, the screen's classes are not all in the inline part).
 */
export function RouteStyles({
  route,
  stylesheet,
  id,
}: {
  route: string;
  stylesheet: string;
  /** The link's id, which app/layout.tsx's script finds it by. */
  id: string;
}) {
  const inserted = useRef(false);
  useServerInsertedHTML(() => {
    // Next calls this at every flush of the document: the styles go in the first one, the head.
    if (inserted.current) return null;
    inserted.current = true;
    const routes = (globalThis as Record<symbol, Record<string, string> | undefined>)[
      ROUTE_STYLES_KEY
    ];
    const css = routes?.[route];
    return (
      <>
        {css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null}
        <link id={id} rel="stylesheet" href={stylesheet} media="print" />
      </>
    );
  });
  return null;
}
