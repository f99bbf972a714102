import { secureHeaders } from 'hono/secure-headers';

/**
 * No inline script anywhere. Inline styles are allowed because Mantine writes its CSS variables
 * into <style> elements at run time; styles cannot run code.
 */
export function securityHeaders(secureTransport: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The service worker that keeps the app's code for offline use (src/client/service-worker.ts).
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(secureTransport ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: secureTransport ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
}
