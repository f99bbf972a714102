/**
 * The port of the SMTP server that the password-reset spec starts; the app under test is pointed
 * at it from playwright.config.ts. Offset from the app's own port (by 25, as in SMTP) so parallel
 * runs with another E2E_PORT stay apart and the other e2e servers (port + 1, port + 2) are not in the way.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 25);
