"use client";

import * as React from "react";
import { Avatar as AvatarPrimitive } from "radix-ui";

import { cn } from "@/lib/utils";

// A picture's size, colours and type come from the caller's classes, its corners from `shape`:
// `cn` joins classes without resolving conflicts (lib/utils.ts), so the parts set none of them.
const AVATAR_SHAPES = { circle: "rounded-full", tile: "rounded-2xl" } as const;
type AvatarShape = { shape?: keyof typeof AVATAR_SHAPES };

function Avatar({
  shape = "circle",
  className,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Root> & AvatarShape) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn("relative flex shrink-0 overflow-hidden", AVATAR_SHAPES[shape], className)}
      {...props}
    />
  );
}

function AvatarImage({
  fit = "cover",
  className,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Image> & { fit?: "cover" | "contain" }) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn(
        "aspect-square size-full",
        fit === "contain" ? "object-contain" : "object-cover",
        className,
      )}
      {...props}
    />
  );
}

function AvatarFallback({
  shape = "circle",
  className,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Fallback> & AvatarShape) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn("flex size-full items-center justify-center", AVATAR_SHAPES[shape], className)}
      {...props}
    />
  );
}

export { Avatar, AvatarImage, AvatarFallback };
