// Long enough for the browser to start reading the blob, short enough not to hold it all session.
const REVOKE_AFTER_MS = 30_000;

/** Hands a file made in the page to the browser's download, under the name given. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

export function textFile(text: string, mimeType: string): Blob {
  return new Blob([text], { type: `${mimeType};charset=utf-8` });
}
