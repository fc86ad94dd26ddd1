/**
 * Saves a file answer (a PDF fetched with the session's token) in the browser, under the name its
 * Content-Disposition gives, else `fallbackName`.
 */
export function saveDownload(file: Blob, response: Response, fallbackName: string): void {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = named ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the file once the click's download starts.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
