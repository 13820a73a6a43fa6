import Link from "@/components/ui/link";
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
import { paymentHref } from "@/modules/catalog/shared/payment-link";
import type { ShowcaseOption } from "@/modules/catalog/shared/showcase-types";

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
          <TableRow highlight={false}>
            <TableHead inset="wide">Option</TableHead>
            <TableHead className="hidden md:table-cell">Description</TableHead>
            <TableHead className="hidden sm:table-cell">Duration</TableHead>
            <TableHead inset="wide" align="right">
              Price<span className="sr-only"> and booking</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {options.map((option) => (
            <TableRow key={option.id}>
              <TableCell inset="wide" valign="top" wrap className="break-words">
                <p className="font-medium">{option.title}</p>
                {/* Below md the description and duration columns are hidden: show them here. */}
                <p className="mt-1 text-sm text-muted-foreground md:hidden">{option.description}</p>
                {option.duration ? (
                  <p className="mt-1 text-xs text-muted-foreground sm:hidden">{option.duration}</p>
                ) : null}
              </TableCell>
              <TableCell
                valign="top"
                wrap
                className="hidden max-w-sm text-muted-foreground md:table-cell"
              >
                {option.description}
              </TableCell>
              <TableCell valign="top" className="hidden text-muted-foreground sm:table-cell">
                {option.duration ?? "—"}
              </TableCell>
              {/* Price and Book share a cell, stacked on a phone: two columns of their own made
                  the table 12-15px wider than a 390px screen and clipped Book (docs/features.md). */}
              <TableCell inset="wide" valign="top">
                <div className="flex flex-col items-end gap-2 sm:flex-row sm:items-center sm:justify-end sm:gap-4">
                  <CoinAmount amount={option.price} />
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
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
