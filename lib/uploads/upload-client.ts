// The browser's uploads: one file as multipart/form-data to an upload route, with the share sent
// so far reported as it goes (fetch cannot report an upload's progress; XHR can).
import { endpointUrl, type Endpoint, type ResultOf } from "@/lib/api/endpoint";
import { uploadsAttachment, uploadsImage } from "@/lib/api/endpoints/uploads";
import { ApiClientError, NETWORK_ERROR } from "@/lib/api/client";
import type { ApiEnvelope } from "@/lib/api/envelope";

export interface UploadOptions {
  onProgress?: (share: number) => void;
  /** Stops the upload (the file was removed while it went up): the promise rejects AbortError. */
  signal?: AbortSignal;
}

function failure(xhr: XMLHttpRequest): ApiClientError {
  const envelope = xhr.response as ApiEnvelope<unknown> | null;
  if (envelope && !envelope.success) {
    const { message, code, details, issues } = envelope.error;
    return new ApiClientError(message, xhr.status, code, details, issues);
  }
  return new ApiClientError(
    `The upload failed (HTTP ${xhr.status}). Please try again.`,
    xhr.status,
    "http_error",
  );
}

function upload<E extends Endpoint>(
  endpoint: E,
  file: File,
  { onProgress, signal }: UploadOptions,
): Promise<ResultOf<E>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, endpointUrl<Endpoint>(endpoint));
    xhr.responseType = "json";
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const envelope = xhr.response as ApiEnvelope<ResultOf<E>> | null;
      if (xhr.status < 300 && envelope?.success) resolve(envelope.data);
      else reject(failure(xhr));
    };
    xhr.onerror = () => reject(new ApiClientError(NETWORK_ERROR, 0, "network_error"));
    xhr.onabort = () => reject(new DOMException("The upload was stopped.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.set("file", file);
    xhr.send(form);
  });
}

/** An image for a service or a profile (organizations). */
export function uploadImageFile(file: File, options: UploadOptions = {}) {
  return upload(uploadsImage, file, options);
}

/** A PDF or an image for a delivery or a dispute (customers and organizations). */
export function uploadAttachmentFile(file: File, options: UploadOptions = {}) {
  return upload(uploadsAttachment, file, options);
}
