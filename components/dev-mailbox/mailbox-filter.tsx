import Link from "@/components/ui/link";
import { Search } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A plain GET form: the filter lives in the address (?to=), so it works without scripts. */
export function MailboxFilter({ to }: { to: string }) {
  return (
    <form method="get" role="search" aria-label="Filter messages" className="flex flex-col gap-2">
      <Label htmlFor="mailbox-to">Recipient</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="mailbox-to"
          name="to"
          type="search"
          inputMode="email"
          autoComplete="off"
          placeholder="name@example.com"
          defaultValue={to}
          className="sm:max-w-sm"
        />
        <div className="flex gap-2">
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            Filter
          </Button>
          {to ? (
            <Link href="/dev/mailbox" className={buttonVariants({ variant: "ghost" })}>
              Show all
            </Link>
          ) : null}
        </div>
      </div>
    </form>
  );
}
