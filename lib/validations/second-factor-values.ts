// Plain values of the second factor's validation, apart from its zod schemas in ./second-factor so
// that screens can import them without bringing the schema library along.
export const PASSKEY_NAME_MAX = 60;
