/** Where the signed-out calls to action lead: /auth, on the Register tab (issue 13, item 5). */
export const GET_STARTED_PATH = '/auth?mode=register';

/**
 * The hero's action, which the closing call to action runs too (SPEC section 2): start a journey when
 * signed in. Signed out, both are links to GET_STARTED_PATH, which work before the scripts arrive.
 */
export interface PrimaryAction {
  signedIn: boolean;
  run(): void;
}
