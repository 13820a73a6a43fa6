import { Building2 } from "lucide-react";
import { SectionCard } from "@/components/data/section-card";

/** The organization an org account acts for. */
export function OrganizationCard({ name }: { name: string }) {
  return (
    <SectionCard
      icon={Building2}
      title="Your Organization"
      description="Customers see this name on your services."
    >
      <p className="text-xl font-semibold break-words">{name}</p>
    </SectionCard>
  );
}
