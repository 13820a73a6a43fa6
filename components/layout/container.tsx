import { cn } from "@/lib/utils";

/** The page width every section shares, with the gutters of the spacing scale. */
export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8", className)} {...props} />
  );
}
