// Admins never sign up: an operator creates them (npm run admin:create).
import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { hashPassword } from "@/lib/server/auth/password";
import {
  isEmailShape,
  isTooWeak,
  MIN_PASSWORD_LENGTH,
  normalizeEmail,
} from "@/lib/validations/auth";

export interface AdminInput {
  email: string;
  name: string;
  password: string;
}

export function adminInputError(input: AdminInput): string | null {
  if (!input.name.trim()) return "--name is required";
  if (!isEmailShape(input.email.trim())) return "--email must be an email address";
  if (input.password.length < MIN_PASSWORD_LENGTH)
    return "The password must be at least 6 characters";
  if (isTooWeak(input.password)) return "Password is too weak";
  return null;
}

export async function createAdmin(prisma: PrismaClient, input: AdminInput) {
  const problem = adminInputError(input);
  if (problem) throw new Error(problem);
  const email = normalizeEmail(input.email);
  if (await prisma.user.findUnique({ where: { email }, select: { id: true } })) {
    throw new Error("An account with this email already exists");
  }
  return prisma.user.create({
    data: {
      email,
      name: input.name.trim(),
      role: "admin",
      emailVerified: new Date(),
      passwordHash: await hashPassword(input.password),
    },
    select: { id: true, email: true, name: true, role: true },
  });
}
