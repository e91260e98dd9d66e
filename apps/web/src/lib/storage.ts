/**
 * Local storage under one documented prefix (DESIGN Web conventions; SPEC §3 Local storage keys).
 * Every key the app stores is listed here.
 */
export const STORAGE_PREFIX = 'esdc:';

export const storageKeys = {
  authToken: `${STORAGE_PREFIX}auth-token`,
  userData: `${STORAGE_PREFIX}user`,
  theme: `${STORAGE_PREFIX}theme`,
  appSettings: `${STORAGE_PREFIX}app-settings`,
  cart: `${STORAGE_PREFIX}cart`,
  wishlist: `${STORAGE_PREFIX}wishlist`,
  orders: `${STORAGE_PREFIX}orders`,
  /** Why the session just ended (a suspension), for the sign-in page to show once. */
  signedOutReason: `${STORAGE_PREFIX}signed-out-reason`,
} as const;

/** Reads a key; null when missing or storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a key; a full or blocked storage is ignored. */
export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the app keeps working without persistence
  }
}

/** Removes a key. */
export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
}
