// Setup of the admin services specs: an organization made for the test offers services through
// the API (as /org/services does), and the demo admin approves some of them through the API.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { adminToken, createVerifiedAccount, freshApi } from "./accounts";

export interface OfferedService {
  id: string;
  title: string;
}

/** What a service may carry beyond the basics: pictures, what is included, duration, tags. */
export interface ServiceExtras {
  images?: string[];
  features?: string[];
  duration?: string;
  tags?: string[];
}

const BODY = {
  description: "A one-page plan, written with you in one call.",
  price: 300,
  category: "consulting",
  features: ["One call"],
};

async function tokenOf(api: APIRequestContext, email: string, password: string) {
  const response = await api.post("/api/v1/auth/login", {
    data: { email, password, issueToken: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A new organization with a name of its own, and what it and the admin can do over the API. */
export async function offeringOrganization(label: string) {
  const name = `${label} ${Date.now().toString(36)}`;
  const account = await createVerifiedAccount({
    role: "org",
    name: "Ines Okafor",
    organizationName: name,
  });
  const api = await freshApi();
  const org = { authorization: `Bearer ${await tokenOf(api, account.email, account.password)}` };
  const admin = { authorization: `Bearer ${await adminToken(api)}` };

  return {
    name,
    /** Offers a service: it waits for review. */
    async offer(title: string, extra: ServiceExtras = {}): Promise<OfferedService> {
      const response = await api.post("/api/v1/services", {
        headers: org,
        data: { ...BODY, ...extra, title },
      });
      expect(response.status(), await response.text()).toBe(201);
      return { id: ((await response.json()) as { data: { id: string } }).data.id, title };
    },
    /** Offers a service and has the admin approve it: it is live. */
    async live(title: string, extra: ServiceExtras = {}): Promise<OfferedService> {
      const service = await this.offer(title, extra);
      const approved = await api.post(`/api/v1/admin/services/${service.id}/approve`, {
        headers: admin,
      });
      expect(approved.status(), await approved.text()).toBe(200);
      return service;
    },
    /** Edits a live service's price: the edit waits for review as a pending change. */
    async proposePrice(service: OfferedService, price: number) {
      await this.propose(service, { price });
    },
    /** Edits a live service (the fields not given as first offered): it waits for review. */
    async propose(service: OfferedService, fields: ServiceExtras & { price?: number }) {
      const response = await api.put(`/api/v1/services/${service.id}`, {
        headers: org,
        data: { ...BODY, title: service.title, ...fields },
      });
      expect(response.status(), await response.text()).toBe(200);
    },
    dispose: () => api.dispose(),
  };
}

/** Whether the public catalogue lists a service of this title. */
export async function inCatalogue(page: Page, title: string): Promise<boolean> {
  const response = await page.request.get(`/api/v1/services?search=${encodeURIComponent(title)}`);
  const body = (await response.json()) as { data: { items: { title: string }[] } };
  return body.data.items.some((item) => item.title === title);
}

export function serviceCard(page: Page, title: string) {
  return page.getByRole("article", { name: title });
}
