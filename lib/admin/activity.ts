// The admin dashboard's activity list: its page size and first page's path, shared by the page
// the server renders and the list in the browser.
export const ACTIVITY_PAGE_SIZE = 10;
export const ADMIN_ACTIVITY_PATH = `/api/v1/admin/activity?limit=${ACTIVITY_PAGE_SIZE}`;
