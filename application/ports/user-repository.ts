import type { User } from '../../domain/user'

/** Stores users. E-mail addresses are unique; a first sign-in creates its user exactly once. */
export interface UserRepository {
  findById(id: string): Promise<User | null>
  findByEmail(email: string): Promise<User | null>
  /** Inserts `candidate` unless a user with its e-mail exists; returns the stored user either way. */
  findOrCreate(candidate: User): Promise<User>
  /** Replaces the mutable fields of an existing user; returns null when it no longer exists. */
  update(user: User): Promise<User | null>
  /** Revokes every access token of the user; returns the new version, or null when absent. */
  bumpTokenVersion(id: string, now: Date): Promise<number | null>
}
