import { AccessDenied } from "@/components/account/access-denied";

// A page of this area opened by another role (requireAccess called forbidden()): Access Denied
// with HTTP 403, inside the area's header and footer.
export default function Forbidden() {
  return <AccessDenied />;
}
