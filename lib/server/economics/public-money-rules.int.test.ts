// The support and terms pages state the money rules the product applies: a coin is worth one rupee,
// each currency is named with the region that pays in it, dollars and euros go by the exchange
// rate with the spread the settings hold now, and none of the old one-coin-one-dollar claims.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db/client";
import { markupText } from "@/test/support/markup-text";
import SupportPage from "@/app/(marketing)/support/page";
import TermsPage from "@/app/(marketing)/terms/page";

const PAGES: [string, () => Promise<ReactElement> | ReactElement][] = [
  ["/support", SupportPage],
  ["/terms", TermsPage],
];

async function textOf(page: () => Promise<ReactElement> | ReactElement): Promise<string> {
  return markupText(renderToStaticMarkup(await page())).replace(/&amp;/g, "&");
}

/** What the pages said before they were written from the currency list and the settings. */
const OLD_CLAIMS = [
  /1 coin = \$1/,
  /1 coin = ₹1, \$1 or €1/,
  /1 unit of INR, USD or EUR/,
  /one coin per dollar/i,
  /one coin per unit of/i,
  /converts to one unit of the chosen currency/i,
  /everyone else pays in US dollars/i,
];

describe.each(PAGES)("%s", (_, page) => {
  beforeAll(async () => {
    // Not the default 2%: the figure on the page comes from the settings, not from the text.
    await db().platformSettings.update({ where: { id: 1 }, data: { fxSpreadBps: 250 } });
  });

  it("says a coin is worth one rupee", async () => {
    expect(await textOf(page)).toContain("A coin is worth one Indian rupee: ₹100 buys 100 coins.");
  });

  it("names each currency with the region that pays in it", async () => {
    expect(await textOf(page)).toContain(
      "You pay in Indian rupees (INR) in India, in euros (EUR) in the euro area and in US dollars (USD) everywhere else.",
    );
  });

  it("sells dollars and euros at the rate less the spread now, and converts at it plus the spread", async () => {
    const text = await textOf(page);
    expect(text).toContain(
      "US dollars and euros buy coins at the exchange rate less a 2.5% spread, both shown before you pay.",
    );
    expect(text).toMatch(
      /a coin converts to one Indian rupee, and US dollars and euros are paid at the exchange rate plus a 2\.5% spread/i,
    );
  });

  it("makes none of the old claims", async () => {
    const text = await textOf(page);
    for (const claim of OLD_CLAIMS) expect(text).not.toMatch(claim);
  });
});

describe("/support", () => {
  it("offers each currency's own payment methods", async () => {
    expect(await textOf(SupportPage)).toContain(
      "You pay through Razorpay: with UPI, a card, net banking or a wallet in Indian rupees and with a card in US dollars or euros.",
    );
  });
});
