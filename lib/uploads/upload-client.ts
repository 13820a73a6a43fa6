// The browser's image upload: one file as multipart/form-data to the upload route, with the
// share sent so far reported as it goes (fetch cannot report an upload's progress; XHR can).
import { endpointUrl } from "@/lib/api/endpoint";
import { uploadsImage } from "@/lib/api/endpoints/uploads/image";
import { ApiClientError } from "@/lib/api/client";
import type { ApiEnvelope } from "@/lib/api/envelope";
import type { UploadedImage } from "@/lib/schemas/uploads";

const NETWORK_ERROR = "Network error. Please check your internet connection.";

function failure(xhr: XMLHttpRequest): ApiClientError {
  const envelope = xhr.response as ApiEnvelope<UploadedImage> | null;
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

export function uploadImageFile(
  file: File,
  { onProgress }: { onProgress?: (share: number) => void } = {},
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(uploadsImage.method, endpointUrl(uploadsImage));
    xhr.responseType = "json";
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const envelope = xhr.response as ApiEnvelope<UploadedImage> | null;
      if (xhr.status < 300 && envelope?.success) resolve(envelope.data);
      else reject(failure(xhr));
    };
    xhr.onerror = () => reject(new ApiClientError(NETWORK_ERROR, 0, "network_error"));
    const form = new FormData();
    form.set("file", file);
    xhr.send(form);
  });
}
