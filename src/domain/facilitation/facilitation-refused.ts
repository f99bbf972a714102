/** A facilitation command that cannot be done, with the status and words the caller gets. */
export class FacilitationRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FacilitationRefused';
  }
}
