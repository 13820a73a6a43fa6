import Link from "@/components/ui/link";
import { FileX } from "lucide-react";
import { Container } from "@/components/layout/container";
import { buttonVariants } from "@/components/ui/button";

// A receipt the account cannot see: inside the user layout, which already draws the site chrome.
export default function ReceiptNotFound() {
  return (
    <Container width="2xl" className="flex flex-col items-center gap-4 py-16 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <FileX aria-hidden="true" className="size-6" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight">Receipt not found</h1>
      <p className="max-w-sm text-muted-foreground">
        There is no paid payment with this receipt number in your account.
      </p>
      <Link href="/wallet" className={buttonVariants({ variant: "outline" })}>
        Back to Wallet
      </Link>
    </Container>
  );
}
