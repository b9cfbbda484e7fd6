/** Shared wording option of the profile's calls. */

/** A failure worded with the server's own message where it sent one (src/element/hooks.ts). */
export const SERVER_WORDING = { serverMessage: true };
