// The states every admin and organization list shows alike: loading, failed, empty, rows with
// "Load more".
import { renderToStaticMarkup } from "react-dom/server";
import { UsersRound } from "lucide-react";
import { describe, expect, it } from "vitest";
import { markupText } from "@/test/support/markup-text";
import { PagedList, RowsSkeleton, type PagedListSource } from "./paged-list";

function source(overrides: Partial<PagedListSource<string>>): PagedListSource<string> {
  return {
    first: { items: [] },
    items: [],
    error: undefined,
    isLoading: false,
    isRefreshing: false,
    reload: async () => undefined,
    hasMore: false,
    isLoadingMore: false,
    loadMoreError: undefined,
    announcement: "",
    loadMore: () => undefined,
    ...overrides,
  };
}

const render = (list: PagedListSource<string>) =>
  renderToStaticMarkup(
    <PagedList
      list={list}
      skeleton={<p>Loading rows</p>}
      errorTitle="Couldn't load the users"
      refreshErrorTitle="Couldn't refresh the users"
      empty={{
        icon: UsersRound,
        title: "No users found matching your criteria",
        description: "Try another search, role or status.",
      }}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedList>,
  );

describe("PagedList", () => {
  it("shows the skeleton while the first page is on its way", () => {
    expect(markupText(render(source({ first: undefined, isLoading: true })))).toBe("Loading rows");
  });

  it("shows the empty state, with what to try, when there are no rows", () => {
    const html = render(source({}));
    expect(html).toContain('data-slot="empty-state"');
    expect(html).toContain("<h2");
    expect(markupText(html)).toBe(
      "No users found matching your criteria Try another search, role or status.",
    );
  });

  it("shows the failure with Try Again when the list could not be read", () => {
    const html = render(source({ first: undefined, error: new Error("The server is busy.") }));
    expect(html).toContain('role="alert"');
    expect(markupText(html)).toBe("Couldn't load the users The server is busy. Try Again");
  });

  it("shows the rows, and Load more when there is a next page", () => {
    const html = render(source({ items: ["Asha", "Ravi"], hasMore: true }));
    expect(markupText(html)).toBe("Asha Ravi Load more");
    expect(render(source({ items: ["Asha"] }))).not.toContain("Load more");
  });

  it("says a page is loading, and why loading the next one failed", () => {
    expect(
      markupText(render(source({ items: ["Asha"], hasMore: true, isLoadingMore: true }))),
    ).toContain("Loading...");
    const failed = render(
      source({ items: ["Asha"], hasMore: true, loadMoreError: new Error("Network down.") }),
    );
    expect(markupText(failed)).toBe("Asha Network down. Try again");
  });

  it("keeps the rows on screen, dimmed and busy, while they are read again", () => {
    const html = render(source({ items: ["Asha"], isRefreshing: true }));
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain("opacity-60");
  });

  it("keeps the rows and says so when reading them again failed", () => {
    const html = render(source({ items: ["Asha"], error: new Error("Timed out.") }));
    expect(markupText(html)).toBe("Couldn't refresh the users: Timed out. Asha");
  });
});

describe("RowsSkeleton", () => {
  it("announces the loading list by its name", () => {
    const html = renderToStaticMarkup(
      <RowsSkeleton label="Loading services" count={2} rowShape="xl" rowClassName="h-56" />,
    );
    expect(html).toMatch(/aria-busy="true" aria-label="Loading services"/);
    expect(html.match(/data-slot="skeleton"/g)).toHaveLength(2);
  });

  it("stays silent inside a list that says it is busy", () => {
    const html = renderToStaticMarkup(<RowsSkeleton count={1} rowShape="lg" rowClassName="h-24" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain("aria-label");
  });
});
