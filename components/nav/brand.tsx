import Link from "@/components/ui/link";
import { SITE } from "@/lib/site";
import { cn } from "@/lib/utils";
import { CoinMark } from "./coin-mark";

export function Brand({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn(
        "inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-foreground",
        className,
      )}
    >
      <CoinMark className="size-8" />
      <span>{SITE.name}</span>
    </Link>
  );
}
