import { Building2 } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/** The organization an org account acts for. */
export function OrganizationCard({ name }: { name: string }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 leading-none font-semibold">
          <Building2 aria-hidden="true" className="size-5 text-muted-foreground" />
          Your Organization
        </h2>
        <CardDescription>Customers see this name on your services.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-xl font-semibold break-words">{name}</p>
      </CardContent>
    </Card>
  );
}
