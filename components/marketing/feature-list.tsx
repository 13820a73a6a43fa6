import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

export function FeatureList({ features, className }: { features: string[]; className?: string }) {
  return (
    <ul className={cn("grid gap-3 sm:grid-cols-2", className)}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-3 text-sm leading-6">
          <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-success/15 text-success">
            <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}
