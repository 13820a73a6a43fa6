"use client";

import { useState } from "react";
import { ScanEye } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogOpener, lazyDialog, useReturnFocus } from "@/components/ui/lazy-dialog";
import type { AdminServiceView } from "@/modules/services/shared/admin-schemas";
import type { ServicePreviewDialogProps } from "./service-preview-dialog";

const ServicePreviewDialog = lazyDialog(
  () => import("./service-preview-dialog").then((module) => module.ServicePreviewDialog),
  (props: ServicePreviewDialogProps) => props.open,
);

/**
 * "Preview": the service exactly as customers will see it, in the catalogue's card and detail, so
 * nothing (a picture, what is included, the duration) is approved unseen. The button is drawn
 * with the card; the dialog (with the catalogue's detail view) loads when it is first opened.
 */
export function ServicePreview({ service }: { service: AdminServiceView }) {
  const [open, setOpen] = useState(false);
  const { triggerRef, returnFocus } = useReturnFocus();
  return (
    <>
      <DialogOpener
        dialog={ServicePreviewDialog}
        open={open}
        onOpen={() => setOpen(true)}
        triggerRef={triggerRef}
      >
        <Button type="button" variant="outline" size="sm">
          <ScanEye aria-hidden="true" />
          Preview
          <span className="sr-only"> {service.title} as customers see it</span>
        </Button>
      </DialogOpener>
      <ServicePreviewDialog
        service={service}
        open={open}
        onOpenChange={setOpen}
        onCloseAutoFocus={returnFocus}
      />
    </>
  );
}
