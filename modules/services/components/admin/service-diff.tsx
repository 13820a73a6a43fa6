import { ArrowRight } from "lucide-react";
import type { ServiceFieldDiff } from "@/modules/services/shared/admin-schemas";
import { CATEGORY_LABELS, type ServiceCategory } from "@/modules/catalog/shared/categories";
import { formatCoins } from "@/lib/format/coins";
import type { ServiceQuestion } from "@/modules/services/shared/schemas";
import { QuestionsChange } from "./question-list";

const FIELD_LABELS: Record<ServiceFieldDiff["field"], string> = {
  title: "Title",
  description: "Description",
  price: "Price",
  category: "Category",
  features: "Features",
  images: "Images",
  questions: "Questions",
};

type FieldValue = ServiceFieldDiff["before"];

function isStrings(value: FieldValue): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

function isQuestions(value: FieldValue): value is ServiceQuestion[] {
  return Array.isArray(value) && value.every((item) => typeof item === "object");
}

/** A field's change: a list's items gained and lost, the questions one by one, else was -> is. */
function FieldChange({ change }: { change: ServiceFieldDiff }) {
  const { before, after } = change;
  if (change.field === "questions" && isQuestions(before) && isQuestions(after)) {
    return <QuestionsChange before={before} after={after} />;
  }
  if (isStrings(before) && isStrings(after)) {
    return <ListChange before={before} after={after} images={change.field === "images"} />;
  }
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <del className="line-clamp-3 break-words text-muted-foreground">
        <span className="sr-only">Was: </span>
        {text(change, before)}
      </del>
      <ArrowRight aria-hidden="true" className="size-3.5 shrink-0" />
      <ins className="line-clamp-3 font-semibold break-words no-underline">
        <span className="sr-only">Becomes: </span>
        {text(change, after)}
      </ins>
    </span>
  );
}

function text(change: ServiceFieldDiff, value: FieldValue): string {
  if (change.field === "price" && typeof value === "number") return formatCoins(value);
  if (change.field === "category" && typeof value === "string") {
    return CATEGORY_LABELS[value as ServiceCategory] ?? value;
  }
  return String(value);
}

/** A small picture of an image the edit adds or drops: it is judged by what it shows. */
function Thumb({ src }: { src: string }) {
  return (
    // Shown as it is, as the catalogue shows it (modules/catalog/components/service-visual).
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt=""
      width={64}
      height={40}
      loading="lazy"
      className="inline-block aspect-[8/5] w-16 rounded border bg-muted object-cover align-middle"
    />
  );
}

/** A list field's change as what it gains and loses (an image by its picture and file name). */
function ListChange({
  before,
  after,
  images,
}: {
  before: string[];
  after: string[];
  images: boolean;
}) {
  const added = after.filter((item) => !before.includes(item));
  const removed = before.filter((item) => !after.includes(item));
  const name = (item: string) => item.split("/").at(-1) ?? item;
  const thumb = (item: string) => (images ? <Thumb src={item} /> : null);
  return (
    <ul className="space-y-0.5">
      {removed.map((item) => (
        <li key={`-${item}`} className="break-words text-destructive">
          <span aria-hidden="true">− </span>
          <span className="sr-only">Removed: </span>
          {thumb(item)} <del>{name(item)}</del>
        </li>
      ))}
      {added.map((item) => (
        <li key={`+${item}`} className="break-words text-success">
          <span aria-hidden="true">+ </span>
          <span className="sr-only">Added: </span>
          {thumb(item)} <ins className="no-underline">{name(item)}</ins>
        </li>
      ))}
      {added.length === 0 && removed.length === 0 ? <li>Same items, in a new order</li> : null}
    </ul>
  );
}

/** An edit of a live service, field by field: the live value -> the proposed one. */
export function ServiceDiff({ changes }: { changes: ServiceFieldDiff[] }) {
  return (
    <dl className="space-y-2 text-sm">
      {changes.map((change) => (
        <div key={change.field} className="grid gap-1 sm:grid-cols-[6rem_minmax(0,1fr)]">
          <dt className="font-medium">{FIELD_LABELS[change.field]}</dt>
          <dd className="min-w-0">
            <FieldChange change={change} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
