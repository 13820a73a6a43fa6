import { PageLoading } from "@/components/account/page-loading";

export default function Loading() {
  return <PageLoading />;
}
