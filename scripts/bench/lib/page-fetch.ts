// A page fetched as the browser's first request for it, before Lighthouse loads it: it must
// render (200, no redirect: a signed-in page that sends us to /login is a failure); its HTML
// names the scripts of its first load and its stylesheets, and it is weighed as served with the
// stylesheets that block its first paint (page-weight.ts).
import { firstLoadJs, stylesheetFiles, type FirstLoadJs } from "./first-load-js";
import { weighPage, type PageWeight } from "./page-weight";

export type FetchedPage =
  | { firstLoadJs: FirstLoadJs; stylesheets: string[]; weight: PageWeight; problem: null }
  | { firstLoadJs: null; stylesheets: null; weight: null; problem: string };

export async function fetchPage(
  url: string,
  cookie: string,
  buildDir = ".next",
): Promise<FetchedPage> {
  const weighed = await weighPage(url, cookie ? { cookie } : {});
  if (weighed.problem !== null) {
    return { firstLoadJs: null, stylesheets: null, weight: null, problem: weighed.problem };
  }
  return {
    firstLoadJs: firstLoadJs(weighed.html, buildDir),
    stylesheets: stylesheetFiles(weighed.html, buildDir),
    weight: weighed.weight,
    problem: null,
  };
}

/** First-load JavaScript in KiB, gzipped, to a tenth. */
export const firstLoadKiB = (js: FirstLoadJs) => Math.round((js.totalGzipBytes / 1024) * 10) / 10;
