// The floor's layout: the least an App Router page has (html, body, a title), no styles or
// scripts of our own, so what the floor measures is Next.js and React themselves.
import type { ReactNode } from "react";

export const metadata = { title: "Floor", description: "A bare Next.js page" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
