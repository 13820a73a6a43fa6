// Types of production-build.mjs (plain JavaScript: npm start's launcher runs it before any build).
export declare const NEXT_BUILD_ID: string;
export declare const SERVER_DIR: string;
export declare const START_ENTRY: string;
export declare const PREPARE_DATABASE_ENTRY: string;
export declare const NEXT_SERVER_ENTRY: string;
export declare const REFERENCE_UI_DIR: string;
export declare function compileServer(root?: string): Promise<void>;
export declare function missingBuild(root?: string): {
  next: boolean;
  styles: boolean;
  server: boolean;
};
export declare function buildIfMissing(options?: {
  root?: string;
  log?: (line: string) => void;
}): Promise<void>;
