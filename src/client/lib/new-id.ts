/** A random id that also works on plain-http intranet hosts, where crypto.randomUUID is unavailable. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
