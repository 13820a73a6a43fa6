// Plain values of the account validation (limits, roles, the terms message), apart from its zod
// schemas in ./auth so that screens can import them without bringing the schema library along.
export const MIN_PASSWORD_LENGTH = 6;
/** Upper bounds the spec leaves open; they keep requests small. */
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 200;

export const SELF_REGISTER_ROLES = ["user", "org"] as const;
export type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];

/** Also what Google sign-up says when the box is not ticked (docs/spec.md section 5). */
export const ACCEPT_TERMS = "Please accept the terms and conditions";
