// A unique constraint refused a write: Prisma's model calls say P2002, its raw statements P2010
// with the driver's error underneath (the booking path writes with one raw statement).
import "server-only";
import { Prisma } from "@/generated/prisma/client";

export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === "P2002") return true;
  if (error.code !== "P2010") return false;
  const driver = (error.meta as { driverAdapterError?: { cause?: { originalCode?: string } } })
    ?.driverAdapterError;
  return driver?.cause?.originalCode === "23505";
}
