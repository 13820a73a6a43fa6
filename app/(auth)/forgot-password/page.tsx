import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { dashboardPath } from "@/lib/auth/roles";
import { getCurrentUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "Forgot Password" };

export default async function ForgotPasswordPage() {
  const user = await getCurrentUser();
  if (user) redirect(dashboardPath(user.role));
  return <ForgotPasswordForm />;
}
