/**
 * The fetch the AI SDK providers are given (issue 22, item 11). An approved endpoint that answers
 * 3xx could send the server anywhere, an internal address included, and the allow-list checked
 * only the first hop; so no redirect is followed, and a redirect is an error that says so.
 */
export class EndpointRedirectError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    readonly location: string | null,
  ) {
    super(`the AI endpoint ${url} answered HTTP ${status} with a redirect to ${location ?? 'no address'}; redirects are not followed`);
    this.name = 'EndpointRedirectError';
  }
}

const isRedirect = (status: number) => status >= 300 && status < 400;

const addressOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

export const fetchRefusingRedirects: typeof fetch = async (input, init) => {
  const response = await fetch(input, { ...init, redirect: 'manual' });
  if (!isRedirect(response.status)) return response;
  await response.body?.cancel().catch(() => undefined);
  throw new EndpointRedirectError(addressOf(input), response.status, response.headers.get('location'));
};
