/**
 * Where the practitioner lands after adding a client: the list with the new client highlighted at its top (the
 * default, the list being where the spec sends her), or the new client's file. Kept in this browser, like the theme:
 * a habit of the person at this screen.
 */
export type AfterClientCreated = 'list' | 'file';

const STORAGE_KEY = 'meche-after-client-created';

export function readAfterClientCreated(): AfterClientCreated {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'file' ? 'file' : 'list';
  } catch {
    return 'list';
  }
}

export function storeAfterClientCreated(choice: AfterClientCreated): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the default stays in force, which is the safe choice.
  }
}

/** Navigation state of the clients list after an addition: whom to show at the top. */
export interface CreatedClientState {
  createdClient: { id: number; lastName: string; firstName: string };
}
