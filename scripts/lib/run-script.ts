// The end of a command-line script: exit with main's code, or print the error's message and
// exit 1. Exit explicitly: the wasm schema engine and PGlite leave timers behind.
export function runScript(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
