// The Access Denied page (docs/spec.md route guard order, step 5) as forbidden() draws it: a
// page of another role's area answers 403 with this, inside the area's header and footer.
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { AccessScreen } from "./access-screen";

/**
 * The body of each protected area's forbidden.tsx. Next.js renders it with every page of the
 * area (it stands ready in case the page calls forbidden()), so it reads nothing but the session
 * the layout has already read this request.
 */
export async function AccessDenied() {
  const user = await getCurrentUser();
  // Only a signed-in account reaches a forbidden page (lib/server/auth/require-access.ts).
  return <AccessScreen screen={{ state: "denied", role: user?.role ?? "user" }} />;
}
