// The floor with the app's stylesheet (bench:pages copies the app build's CSS to public/app.css
// before it starts this app): the bare page's layout plus the one render-blocking stylesheet every
// page of the app has, so it shows what that stylesheet alone costs the floor's figures.
import type { ReactNode } from "react";

export const metadata = { title: "Floor with the app's stylesheet" };

export default function StyledRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        {/* A file of this app's public folder, as the app's own stylesheet is one of its build. */}
        {/* eslint-disable-next-line @next/next/no-css-tags */}
        <link rel="stylesheet" href="/app.css" />
      </head>
      <body>{children}</body>
    </html>
  );
}
