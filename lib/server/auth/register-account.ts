// Self-registration of user and org accounts (admins are created by `npm run admin:create`).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import type { SelfRegisterRole } from "@/lib/validations/auth";
import { db } from "@/lib/server/db/client";
import { Prisma } from "@/generated/prisma/client";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { dispatchMail, enqueueMail } from "@/lib/server/mail/outbox";
import { verificationEmail } from "@/lib/server/mail/templates";
import { enforce } from "@/lib/server/rate-limit/rate-limit";
import { RULES } from "@/lib/server/rate-limit/rules";
import { ACCOUNT_SELECT, toSessionUser } from "./account";
import { issueActionToken } from "./action-tokens";
import { hashPassword } from "./password";

export const EMAIL_IN_USE = "An account with this email already exists";
export const ACCOUNT_CREATED = "Account created! Please check your email to verify your account";

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  role: SelfRegisterRole;
  /** The organization's own name (org accounts); the person's name is the account's. */
  organizationName: string | null;
}

export function verificationUrl(origin: string, token: string): string {
  return `${origin}/api/v1/auth/verify-email?token=${encodeURIComponent(token)}`;
}

export async function registerAccount(
  input: RegisterInput,
  context: { origin: string; address: string },
): Promise<SessionUser> {
  await enforce(RULES.signupPerAddress, context.address);
  const passwordHash = await hashPassword(input.password);
  try {
    const { user, queued } = await db().$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          name: input.name,
          email: input.email,
          passwordHash,
          role: input.role,
          ...(input.role === "org"
            ? { organization: { create: { name: input.organizationName ?? input.name } } }
            : {}),
        },
        select: ACCOUNT_SELECT,
      });
      await recordAudit(tx, {
        actorId: created.id,
        action: "user.signup",
        entityType: "user",
        entityId: created.id,
        after: { role: input.role, with: "password" },
      });
      const token = await issueActionToken(tx, created.id, "verify_email");
      const queued = await enqueueMail(
        tx,
        verificationEmail(created.email, created.name, verificationUrl(context.origin, token)),
      );
      return { user: created, queued };
    });
    await dispatchMail([queued]);
    return toSessionUser(user);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("email_in_use", EMAIL_IN_USE, {
        issues: [{ path: "email", message: EMAIL_IN_USE }],
      });
    }
    throw error;
  }
}
