import { UnoptimizedImage } from "@/components/ui/unoptimized-image";
import { FileText } from "lucide-react";
import { isPdfAttachment } from "@/lib/uploads/attachments";
import { thumbnailOf } from "@/lib/uploads/names";

interface AttachmentListProps {
  /** Site paths of the files: cleaned images (WebP) and PDF documents. */
  files: string[];
  /** Who attached them, for screen readers and test ids ("Delivery files"). */
  label: string;
}

/**
 * Files attached to a delivery or a statement: images as thumbnails opening the full picture, PDFs
 * as links (the server sends them as downloads, never shown as a page of this site).
 */
export function AttachmentList({ files, label }: AttachmentListProps) {
  if (files.length === 0) return null;
  const images = files.filter((file) => !isPdfAttachment(file));
  const documents = files.filter(isPdfAttachment);
  return (
    <div aria-label={label} role="group" className="space-y-2">
      {images.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {images.map((file, index) => (
            <li key={file}>
              <a
                href={file}
                target="_blank"
                rel="noopener"
                data-testid="attachment-image"
                className="block overflow-hidden rounded-md border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <UnoptimizedImage
                  src={thumbnailOf(file)}
                  alt={`Image ${index + 1} of ${images.length} (opens full size)`}
                  width={96}
                  height={72}
                  className="h-18 w-24 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {documents.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {documents.map((file, index) => (
            <li key={file}>
              <a
                href={file}
                download
                data-testid="attachment-pdf"
                className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <FileText aria-hidden="true" className="size-4 shrink-0" />
                PDF document{documents.length > 1 ? ` ${index + 1}` : ""}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
