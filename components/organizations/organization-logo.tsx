import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { initials } from "@/lib/auth/initials";
import { cn } from "@/lib/utils";

/**
 * The organization's logo, or its initials when it has none (or the file fails to load).
 * Decorative: the organization's name is always written beside it.
 */
export function OrganizationLogo({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl: string | null;
  className?: string;
}) {
  return (
    <Avatar shape="tile" className={cn("size-20 border bg-card shadow-sm", className)}>
      {logoUrl ? <AvatarImage src={logoUrl} alt="" fit="contain" /> : null}
      <AvatarFallback
        aria-hidden="true"
        shape="tile"
        className="bg-primary/10 text-2xl font-semibold text-primary"
      >
        {initials(name)}
      </AvatarFallback>
    </Avatar>
  );
}
