import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { initials } from "@/lib/auth/initials";
import { cn } from "@/lib/utils";

interface AccountAvatarProps {
  name: string;
  image: string | null;
  className?: string;
}

/** The account's picture, or its initials (at most two letters) while there is none. */
export function AccountAvatar({ name, image, className }: AccountAvatarProps) {
  return (
    <Avatar className={cn("size-9", className)}>
      {image ? <AvatarImage src={image} alt="" /> : null}
      <AvatarFallback className="bg-primary text-sm font-semibold text-primary-foreground">
        {initials(name)}
      </AvatarFallback>
    </Avatar>
  );
}
