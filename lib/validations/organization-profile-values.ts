// Plain values of the organization profile's validation, apart from its zod schema in
// ./organization-profile so that the profile form can show them without the schema library.
export const MAX_ORGANIZATION_DESCRIPTION_LENGTH = 2000;
