/**
 * This process's copies of which detail addresses exist, by content kind (src/server/public-addresses.ts
 * reads and keeps them; the generic repository drops a type's copy when it writes one of its rows). On
 * globalThis: the proxy and the server actions are separate bundles in one process.
 */
export type AddressState = 'public' | 'hidden';

export type AddressCopy = {
  tag: string;
  revision: number | undefined;
  states: Promise<Map<string, AddressState>>;
  /** When a publishing window opens or closes by itself (ms since the epoch); the copy is read again then. */
  expiresAt: number;
};

export const addressCopies = ((
  globalThis as { __agencyAddressCopies?: Map<string, AddressCopy> }
).__agencyAddressCopies ??= new Map());

/** Drops this process's copy of a type's addresses: the next detail request reads them again. */
export function forgetAddresses(kind: string) {
  addressCopies.delete(kind);
}
