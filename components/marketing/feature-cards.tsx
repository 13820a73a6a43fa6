import { BadgeCheck, ShieldCheck, Wallet, type LucideIcon } from "lucide-react";
import { Container } from "@/components/layout/container";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SectionHeading } from "./section-heading";

const FEATURES: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: "Secure Payments",
    description: "Buy coins through Razorpay; every coin you spend is recorded in your wallet.",
    icon: ShieldCheck,
  },
  {
    title: "Verified Organizations",
    description: "Our team checks each organization before its services go live.",
    icon: BadgeCheck,
  },
  {
    title: "Digital Wallet",
    description: "Keep your coins in one balance and book any service in a few clicks.",
    icon: Wallet,
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="features-title"
          eyebrow="Why Coinmarket"
          title="A marketplace built for paying with confidence"
          description="Real money in, coins out, and services from people we have checked. Here is what keeps it safe and simple."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, description, icon: Icon }) => (
            <li key={title} className="sm:last:col-span-2 lg:last:col-span-1">
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardHeader>
                  <span className="mb-3 grid size-12 place-items-center rounded-xl bg-primary/10 text-primary">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <CardTitle size="lg">
                    <h3>{title}</h3>
                  </CardTitle>
                  <CardDescription size="lg">{description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
