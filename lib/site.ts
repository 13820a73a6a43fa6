// Facts about the product that several screens print.
export const SITE = {
  name: "Coinmarket",
  tagline: "Buy coins, book trusted services",
  description:
    "Coinmarket is a marketplace where you buy coins with real money and spend them on services from verified organizations.",
  supportEmail: "support@coinmarket.example",
  /** The payment brand colour handed to the checkout. */
  themeColor: "#3b3fb6",
} as const;
