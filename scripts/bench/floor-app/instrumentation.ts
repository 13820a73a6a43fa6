// The floor's own (empty) instrumentation hook. Without one, Turbopack takes the project's
// instrumentation.ts from the folder above, and the floor's server would start the app's
// background jobs against whatever database its environment names.
export function register(): void {}
