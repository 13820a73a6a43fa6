import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { CoinAmount } from "@/components/ui/coin-amount";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { paymentHref } from "@/lib/catalog/payment-link";
import type { ShowcaseOption } from "@/lib/catalog/showcase-types";

interface PriceTableProps {
  /** The page the options belong to, for the caption. */
  title: string;
  options: ShowcaseOption[];
}

/** The options of a showcase page, each with its own booking link. */
export function PriceTable({ title, options }: PriceTableProps) {
  return (
    <div className="rounded-xl border bg-card">
      <Table>
        <TableCaption className="sr-only">Prices for {title}, in coins</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="px-4">Option</TableHead>
            <TableHead className="hidden md:table-cell">Description</TableHead>
            <TableHead className="hidden sm:table-cell">Duration</TableHead>
            <TableHead className="text-right">Price</TableHead>
            <TableHead className="px-4 text-right">
              <span className="sr-only">Book</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {options.map((option) => (
            <TableRow key={option.id}>
              <TableCell className="px-4 py-4 align-top whitespace-normal">
                <p className="font-medium">{option.title}</p>
                {/* Below md the description and duration columns are hidden: show them here. */}
                <p className="mt-1 text-sm text-muted-foreground md:hidden">{option.description}</p>
                {option.duration ? (
                  <p className="mt-1 text-xs text-muted-foreground sm:hidden">{option.duration}</p>
                ) : null}
              </TableCell>
              <TableCell className="hidden max-w-sm py-4 align-top whitespace-normal text-muted-foreground md:table-cell">
                {option.description}
              </TableCell>
              <TableCell className="hidden py-4 align-top text-muted-foreground sm:table-cell">
                {option.duration ?? "—"}
              </TableCell>
              <TableCell className="py-4 text-right align-top">
                <CoinAmount amount={option.price} />
              </TableCell>
              <TableCell className="px-4 py-4 text-right align-top">
                <Link
                  href={paymentHref({
                    service: option.title,
                    price: option.price,
                    serviceId: option.id,
                  })}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  Book<span className="sr-only"> {option.title}</span>
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
