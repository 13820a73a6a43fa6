// The JSON envelope every /api/v1 route answers with.
import type { ErrorCode, FieldIssue } from "@/lib/errors/app-error";

export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export interface ApiFailure {
  success: false;
  error: {
    code: ErrorCode;
    message: string;
    issues?: FieldIssue[];
    details?: Record<string, unknown>;
  };
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
