import { ApiError, networkError, toApiError } from "./api-error";

export interface UploadOptions {
  /** 0..1 as the body is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form with upload progress (fetch cannot report it), failures as
 * ApiError, cancellable through `signal`.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = { message: xhr.responseText };
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** A creative file to upload, with its progress and a way to cancel (an ad's draft, or a creative added later). */
export interface CreativeUpload {
  file: File;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/** POSTs one creative file as the multipart field `creative`, with progress. */
export function uploadCreative<T>(path: string, { file, onProgress, signal }: CreativeUpload): Promise<T> {
  const form = new FormData();
  form.set("creative", file);
  return uploadForm<T>(path, form, { onProgress, signal });
}

export { ApiError };
