// Types of route-styles.mjs (plain JavaScript: npm start's launcher runs it before any build).
export declare const ROUTE_STYLES_MANIFEST: string;
export declare function pageRoutes(
  appPathRoutes: Record<string, string>,
): { entry: string; pattern: string }[];
export declare function chunkReferences(code: string): string[];
export declare function stylesFor(css: string, used: ReadonlySet<string>): string;
export declare function buildRouteStyles(root?: string): Promise<{
  stylesheet: string;
  sizes: { pattern: string; bytes: number; gzip: number }[];
  /** The part of every route's styles that no class selects. */
  shared: { bytes: number; gzip: number };
}>;
