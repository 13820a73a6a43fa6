import { FeatureList } from "@/modules/catalog/components/feature-list";
import { Badge } from "@/components/ui/badge";
import { CoinAmount } from "@/components/ui/coin-amount";
import type { AdminServiceView } from "@/modules/services/shared/admin-schemas";
import { CATEGORY_LABELS } from "@/modules/catalog/shared/categories";
import { formatCount } from "@/lib/format/coins";
import { formatDate, type DateStyle } from "@/lib/format/date-time";
import { QuestionLine } from "./question-list";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/**
 * What a moderator checks at a glance, beside the picture: the listed figures, the duration
 * customers are promised, what is included, the words search finds it by and the questions
 * customers are asked at booking.
 */
export function ServiceFacts({
  service,
  dateStyle,
}: {
  service: AdminServiceView;
  dateStyle: DateStyle;
}) {
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <Fact label="Price">
          <CoinAmount amount={service.price} />
        </Fact>
        <Fact label="Category">{CATEGORY_LABELS[service.category]}</Fact>
        <Fact label="Duration">
          {service.duration ?? <span className="font-normal text-muted-foreground">Not given</span>}
        </Fact>
        <Fact label="Bookings">
          {formatCount(service.bookings)}
          {service.activeBookings > 0 ? (
            <span className="font-normal text-muted-foreground">
              {" "}
              ({service.activeBookings} active)
            </span>
          ) : null}
        </Fact>
        <Fact label="Created">{formatDate(service.dateCreated, dateStyle)}</Fact>
      </dl>

      <div className="grid gap-4 text-sm sm:grid-cols-2">
        <section aria-label={`What's included in ${service.title}`} className="min-w-0 space-y-1">
          <h3 className="text-xs text-muted-foreground">What&apos;s included</h3>
          {service.features.length > 0 ? (
            <FeatureList features={service.features} tight />
          ) : (
            <p className="text-muted-foreground">Nothing listed</p>
          )}
        </section>
        <section aria-label={`Search tags of ${service.title}`} className="min-w-0 space-y-1">
          <h3 className="text-xs text-muted-foreground">Search tags</h3>
          {service.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5">
              {service.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="outline" wrap className="max-w-full break-all">
                    {tag}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">None</p>
          )}
        </section>
      </div>

      {service.questions.length > 0 ? (
        <section
          aria-label={`Questions ${service.title} asks at booking`}
          data-testid="admin-service-questions"
          className="min-w-0 space-y-1 text-sm"
        >
          <h3 className="text-xs text-muted-foreground">Asked at booking</h3>
          <ol className="list-inside list-decimal space-y-1">
            {service.questions.map((question) => (
              <li key={question.id}>
                <QuestionLine question={question} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
