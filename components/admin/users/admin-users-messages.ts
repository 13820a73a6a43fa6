// Texts of the admin users screen (docs/spec.md "Users"), in a plain module so the screen's
// components and the end-to-end specs that look for them share one spelling.
export const NO_USERS_FOUND = "No users found matching your criteria";
export const USER_STATUS_UPDATED = "User Status Updated";
export const USER_ROLE_UPDATED = "User Role Updated";
export const OWN_ACCOUNT_NOTE = "Your own account: another admin can change its role or status.";
export const SIGNED_OUT_EVERYWHERE = "Signed out everywhere";
