/** Called as a request's body is sent: bytes sent so far and in all (0 when not known). */
export type UploadProgressHandler = (loaded: number, total: number) => void;

/**
 * A fetch for the API client's one call (`CallOptions.fetch`) that reports the upload's progress:
 * it sends with XMLHttpRequest, the one browser API that reports it (fetch does not), and answers
 * a fetch Response so the client treats both alike. Where there is no XMLHttpRequest (Node, the
 * tests' jsdom without one), it sends with fetch and reports the upload complete once sent.
 */
export function progressFetch(onProgress: UploadProgressHandler): typeof fetch {
  return (input, init = {}) => sendWithProgress(String(input), init, onProgress);
}

function sendWithProgress(
  url: string,
  init: RequestInit,
  onProgress: UploadProgressHandler,
): Promise<Response> {
  if (typeof XMLHttpRequest === 'undefined') {
    return globalThis.fetch(url, init).then((response) => {
      onProgress(1, 1);
      return response;
    });
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    new Headers(init.headers).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) =>
      onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.response as Blob, { status: xhr.status, headers }));
    };
    // Like fetch: a network failure is a TypeError, an abort a DOMException named AbortError.
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    const { signal } = init;
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The operation was aborted.', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
