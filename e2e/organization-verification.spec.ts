// Organization verification (docs/features.md) in the browser: a new organization carries "Not verified yet" on its public
// page and its catalogue card; an admin verifies it from its detail view with a note (none is
// refused with the reason), and the page then shows the verified badge and no marker.
import { expect, test } from "@playwright/test";
import { apiAs, createVerifiedAccount, DEMO, signIn, toast } from "./support/accounts";
import { NOT_VERIFIED_YET, ORGANIZATION_VERIFIED_TITLE } from "../lib/organizations/verification";

test("an admin verifies an organization with a note; customers see the marker until then", async ({
  page,
}) => {
  test.slow();
  const orgName = `Sable Ledger ${Date.now()}`;
  const org = await createVerifiedAccount({
    role: "org",
    name: "Vera Checkwell",
    organizationName: orgName,
  });
  const api = await apiAs(org);
  const profile = await api.get("/api/v1/org/profile");
  expect(profile.status(), await profile.text()).toBe(200);
  const { id: profileId } = ((await profile.json()) as { data: { id: string } }).data;
  await api.dispose();

  await page.goto(`/orgs/${profileId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(orgName);
  await expect(page.getByTestId("unverified-marker")).toHaveText(NOT_VERIFIED_YET);
  await expect(page.getByTestId("verified-badge")).toHaveCount(0);

  await signIn(page, DEMO.admin, `/admin/users/${org.id}`);
  // The organization is named by its name; its contact person beneath.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(orgName);
  await expect(page.getByText("Contact: Vera Checkwell")).toBeVisible();
  await page.getByRole("button", { name: "Verify organization" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Verify ${orgName}?` });
  await dialog.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText("The note needs at least 3 characters");
  await expect(dialog.getByLabel("What was checked")).toBeFocused();
  await dialog.getByLabel("What was checked").fill("Trade licence and GST number checked");
  await dialog.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(toast(page, ORGANIZATION_VERIFIED_TITLE)).toBeVisible();
  await expect(page.getByRole("button", { name: "Withdraw verification" })).toBeVisible();
  await expect(page.getByTestId("verified-badge")).toBeVisible();

  await page.goto(`/orgs/${profileId}`);
  await expect(page.getByTestId("verified-badge")).toHaveText("Verified organization");
  await expect(page.getByTestId("unverified-marker")).toHaveCount(0);
});
