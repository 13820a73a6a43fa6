import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { initials } from "@/lib/auth/initials";

interface AccountAvatarProps {
  name: string;
  image: string | null;
  /** Its size: 36 px unless another is given (`size-10`). */
  className?: string;
}

/** The account's picture, or its initials (at most two letters) while there is none. */
export function AccountAvatar({ name, image, className }: AccountAvatarProps) {
  return (
    <Avatar className={className ?? "size-9"}>
      {image ? <AvatarImage src={image} alt="" /> : null}
      <AvatarFallback className="bg-primary text-sm font-semibold text-primary-foreground">
        {initials(name)}
      </AvatarFallback>
    </Avatar>
  );
}
