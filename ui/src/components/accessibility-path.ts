/** The public accessibility statement's address: linked under every public screen and from the account menu. */
export const ACCESSIBILITY_PATH = '/accessibility';
