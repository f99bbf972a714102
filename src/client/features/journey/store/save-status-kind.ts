/**
 * 'pending': a change waits to be sent; the server does not have it yet.
 * 'refused': the server refused this content (a 400); it is sent again once the user changes it.
 * 'read-only': the user may read this journey but not change it (a viewer, or no longer an editor).
 */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'retrying' | 'refused' | 'signed-out' | 'read-only';
