import { z } from 'zod';

// In the browser, zod must not build its parsers with `new Function`: our CSP forbids eval, and
// even zod's probe for it is reported as a violation. It has to be said before the first schema is
// made, hence this module, which every schema shared with the client imports zod through. The
// server keeps the faster compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
