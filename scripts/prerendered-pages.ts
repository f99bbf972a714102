/**
 * The pages built to HTML ahead of time (as a signed-out visitor sees them), and their file in the
 * build. Only pages without forms: text typed before the scripts take over could be lost.
 */
export const PRERENDERED_PAGES = { '/': 'pages/landing.html' } as const;
