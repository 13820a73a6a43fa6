"use client";

import "./globals.css";

/** The whole stylesheet as a module next/dynamic can load (components/site/full-stylesheet.tsx). */
export default function GlobalsStylesheet() {
  return null;
}
