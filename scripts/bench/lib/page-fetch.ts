// A page fetched as the browser's first request for it, before Lighthouse loads it: it must
// render (200, no redirect: a signed-in page that sends us to /login is a failure), and its HTML
// names the scripts of its first load and its stylesheets.
import { firstLoadJs, stylesheetFiles, type FirstLoadJs } from "./first-load-js";

export type FetchedPage =
  | { firstLoadJs: FirstLoadJs; stylesheets: string[]; problem: null }
  | { firstLoadJs: null; stylesheets: null; problem: string };

export async function fetchPage(
  url: string,
  cookie: string,
  buildDir = ".next",
): Promise<FetchedPage> {
  const response = await fetch(url, { redirect: "manual", headers: { cookie } });
  const html = await response.text();
  if (response.status !== 200) {
    const location = response.headers.get("location");
    return {
      firstLoadJs: null,
      stylesheets: null,
      problem: `answered ${response.status}${location ? ` -> ${location}` : ""}`,
    };
  }
  return {
    firstLoadJs: firstLoadJs(html, buildDir),
    stylesheets: stylesheetFiles(html, buildDir),
    problem: null,
  };
}

/** First-load JavaScript in KiB, gzipped, to a tenth. */
export const firstLoadKiB = (js: FirstLoadJs) => Math.round((js.totalGzipBytes / 1024) * 10) / 10;
