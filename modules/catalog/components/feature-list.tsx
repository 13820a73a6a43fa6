import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

/** A service's "What's included", ticked, as customers and its moderators read it. */
export function FeatureList({
  features,
  tight = false,
  className,
}: {
  features: string[];
  /** Less room between the lines, in a dense card. */
  tight?: boolean;
  className?: string;
}) {
  return (
    <ul className={cn(tight ? "space-y-1" : "space-y-1.5", className)}>
      {features.map((feature, index) => (
        <li key={`${index}-${feature}`} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          <span className="min-w-0 break-words">{feature}</span>
        </li>
      ))}
    </ul>
  );
}
