// The development mailbox stays shut on a PostgreSQL database (DATABASE_URL set) unless
// MAIL_DEV_INBOX=1 opens it (see mailbox-enabled.int.test.ts): it would hand out every reset link.
import { describe, expect, it } from "vitest";
import { GET as mailbox } from "@/app/api/dev/mailbox/route";
import { call } from "@/test/integration/http";

describe("GET /api/dev/mailbox with DATABASE_URL set", () => {
  it("answers 404 not_found", async () => {
    for (const path of ["/api/dev/mailbox", "/api/dev/mailbox?to=someone@example.test"]) {
      const response = await call(mailbox, path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        success: false,
        error: { code: "not_found", message: "Resource not found." },
      });
    }
  });
});
