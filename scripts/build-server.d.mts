export function buildServer(options?: { logLevel?: 'silent' | 'error' | 'warning' | 'info' }): Promise<string>;
