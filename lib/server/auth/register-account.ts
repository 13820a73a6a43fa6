// Self-registration of user and org accounts (admins are created by `npm run admin:create`).
import "server-only";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import type { SessionUser } from "@/lib/auth/session-user";
import type { SelfRegisterRole } from "@/lib/validations/auth";
import { db } from "@/lib/server/db/client";
import { appOrigin } from "@/lib/server/http/app-url";
import { Prisma } from "@/generated/prisma/client";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { dispatchMail, enqueueMail } from "@/lib/server/mail/outbox";
import { verificationEmail } from "@/lib/server/mail/templates";
import { enforce } from "@/lib/server/rate-limit/rate-limit";
import { RULES } from "@/lib/server/rate-limit/rules";
import { ACCOUNT_SELECT, toSessionUser } from "./account";
import { issueActionToken } from "./action-tokens";
import { noticeExistingAccount } from "./existing-account-notice";
import { hashPassword } from "./password";
import { newRecordId } from "./record-id";

export const ACCOUNT_CREATED = "Account created! Please check your email to verify your account";

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  role: SelfRegisterRole;
  /** The organization's own name (org accounts); the person's name is the account's. */
  organizationName: string | null;
  /** The page the sign-up started from (a checked same-site path), or null. */
  callbackUrl: string | null;
}

/**
 * The verification email's link. It carries the page the sign-up started from, checked again
 * when the link is opened: the link is the only thing that connects the mail to that page.
 */
export function verificationUrl(token: string, callbackUrl?: string | null): string {
  const url = `${appOrigin()}/api/v1/auth/verify-email?token=${encodeURIComponent(token)}`;
  const back = safeCallbackUrl(callbackUrl);
  return back ? `${url}&callbackUrl=${encodeURIComponent(back)}` : url;
}

/** What a sign-up makes, decided before it is tried: the answer is the same whether it was. */
interface Planned {
  userId: string;
  organizationId: string;
  createdAt: Date;
}

/**
 * Creates the account and mails its verification link. An email that already has an account
 * gets the same answer, as if one had been made (the same status, message and fields, after the
 * same password hashing), and its owner is mailed instead (existing-account-notice.ts): the
 * sign-up never tells who has an account, as forgot-password does not.
 */
export async function registerAccount(
  input: RegisterInput,
  context: { address: string },
): Promise<SessionUser> {
  await enforce(RULES.signupPerAddress, context.address);
  const passwordHash = await hashPassword(input.password);
  const planned = { userId: newRecordId(), organizationId: newRecordId(), createdAt: new Date() };
  try {
    return await createAccount({ input, passwordHash, planned });
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) {
      throw error;
    }
    await noticeExistingAccount(input.email);
    return asIfCreated(input, planned);
  }
}

async function createAccount({
  input,
  passwordHash,
  planned,
}: {
  input: RegisterInput;
  passwordHash: string;
  planned: Planned;
}): Promise<SessionUser> {
  const { user, queued } = await db().$transaction(async (tx) => {
    const created = await tx.user.create({
      data: {
        id: planned.userId,
        createdAt: planned.createdAt,
        name: input.name,
        email: input.email,
        passwordHash,
        role: input.role,
        ...(input.role === "org"
          ? {
              organization: {
                create: {
                  id: planned.organizationId,
                  name: input.organizationName ?? input.name,
                },
              },
            }
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
    const token = await issueActionToken(tx, { userId: created.id, purpose: "verify_email" });
    const queued = await enqueueMail(
      tx,
      verificationEmail(created.email, created.name, verificationUrl(token, input.callbackUrl)),
    );
    return { user: created, queued };
  });
  await dispatchMail([queued]);
  return toSessionUser(user);
}

/** The account a new sign-up's answer shows, for an email that already has one. */
function asIfCreated(input: RegisterInput, planned: Planned): SessionUser {
  return {
    id: planned.userId,
    name: input.name,
    email: input.email,
    role: input.role,
    emailVerified: false,
    isActive: true,
    image: null,
    createdAt: planned.createdAt.toISOString(),
    organization:
      input.role === "org"
        ? { id: planned.organizationId, name: input.organizationName ?? input.name }
        : null,
    walletBalance: 0,
    secondFactor: false,
  };
}
