import type { Runtime } from '../runtime.ts';

/** An OAuth client as the authorization server and the token check see it. */
export interface ClientRecord {
  clientId: string;
  name: string;
  sellerId: string | null;
  /** SHA-256 of the secret; null for public (PKCE-only) clients. */
  secretHash: string | null;
  grantTypes: string[];
  scopes: string[];
  roles: string[];
  redirectUris: string[];
  isPublic: boolean;
  tokenGeneration: number;
  disabled: boolean;
}

/** A seller's web admin user. */
export interface AccountRecord {
  userId: string;
  sellerId: string;
  email: string;
  roles: string[];
}

/**
 * What the authorization machinery needs from the module that owns sellers, users and apps
 * (`modules/sellers`). The platform never reads those tables itself.
 */
export interface AuthDirectory {
  findClient(rt: Runtime, clientId: string): Promise<ClientRecord | undefined>;
  findAccount(rt: Runtime, userId: string): Promise<AccountRecord | undefined>;
  /**
   * The user with this e-mail and password, or undefined; the time taken does not tell which part was
   * wrong. `address` is the client's, for its share of the hashing capacity (hash-gate.ts).
   */
  checkPassword(
    rt: Runtime,
    email: string,
    password: string,
    address: string,
  ): Promise<AccountRecord | undefined>;
}
