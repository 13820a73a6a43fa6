// The lazy menu's stand-in as the server draws it: a disabled menu button with the real trigger's
// name and look (people and tests wait for it to be enabled), and no menu until it is wanted.
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LazyMenu } from "./lazy-menu";

describe("LazyMenu", () => {
  it("draws only the disabled stand-in until the page is interactive", () => {
    const html = renderToStaticMarkup(
      <LazyMenu label="Account menu" className="trigger" menu={() => <p>the menu</p>}>
        <span>avatar</span>
      </LazyMenu>,
    );
    expect(html).toBe(
      '<button type="button" disabled="" aria-label="Account menu" aria-haspopup="menu" ' +
        'aria-expanded="false" class="trigger"><span>avatar</span></button>',
    );
  });

  it("writes the stand-in once: no Suspense boundary the server could send twice", () => {
    // A boundary's markers (<!--$-->) would let React write a large one's content as a fallback
    // first and again at the end of the document.
    const html = renderToString(
      <LazyMenu label="Notifications" className="bell" menu={() => <p>the menu</p>}>
        <span>bell</span>
      </LazyMenu>,
    );
    expect(html).not.toContain("<!--$");
    expect(html.match(/<button/g)).toHaveLength(1);
  });
});
