export const SERVER_OUT_DIR: string;
export const SERVER_BUNDLE: string;
export const SERVER_INPUTS: string;
export function serverBuildIsStale(projectDir?: string): string | null;
