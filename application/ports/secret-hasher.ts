/** One-way hashing of short-lived secrets (login-link secrets and codes). */
export interface SecretHasher {
  hash(secret: string): Promise<string>
  verify(hash: string, secret: string): Promise<boolean>
}
