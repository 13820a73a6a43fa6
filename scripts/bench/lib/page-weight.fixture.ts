import type { PageWeight } from "./page-weight";

/** A page's weight for tests: a document and one blocking stylesheet, served gzipped. */
export function pageWeightOf(
  documentServedBytes: number,
  blockingCssServedBytes: number,
  { url = "http://127.0.0.1/", inlineStyleBytes = 0, unstyledDocumentGzipBytes = 0 } = {},
): PageWeight {
  const file = (servedBytes: number) => ({
    url,
    bytes: servedBytes * 7,
    servedBytes,
    encoding: "gzip",
  });
  return {
    document: file(documentServedBytes),
    blockingStylesheets: [file(blockingCssServedBytes)],
    blockingCssServedBytes,
    inlineStyleBytes,
    unstyledDocumentGzipBytes,
  };
}
