// The admin dashboard's activity list: its page size and first page's path, shared by the page
// the server renders and the list in the browser.
import { endpointUrl } from "@/lib/api/endpoint";
import { adminDashboardActivity } from "@/lib/api/endpoints/admin-dashboard";
export const ACTIVITY_PAGE_SIZE = 10;
export const ADMIN_ACTIVITY_PATH = endpointUrl(adminDashboardActivity, {
  query: { limit: ACTIVITY_PAGE_SIZE },
});
