import type { Database } from '@koinonia/service-kit';
import { profileImagePath, type ProfileImageType } from '@koinonia/contracts';
import type { UserRow } from './users';

const IMAGES = 'identity.profile_images';
const USERS = 'identity.users';

export interface ProfileImage {
  contentType: ProfileImageType;
  bytes: Buffer;
}

/**
 * Stores the user's new photo and points their profile at it, dropping the previous one: only the
 * latest is kept. Answers the updated user, or undefined for an unknown user.
 */
export function replaceProfileImage(db: Database, userId: string, image: ProfileImage): Promise<UserRow | undefined> {
  return db.transaction(async (transaction) => {
    const user = await transaction<UserRow>(USERS).where({ id: userId }).forUpdate().first();
    if (!user) return undefined;
    await transaction(IMAGES).where({ user_id: userId }).delete();
    const [stored] = await transaction(IMAGES)
      .insert({ user_id: userId, content_type: image.contentType, bytes: image.bytes })
      .returning<Array<{ id: string }>>('id');
    const [row] = await transaction(USERS)
      .where({ id: userId })
      .update({ profile_image_url: profileImagePath(stored!.id), updated_at: transaction.fn.now() })
      .returning<UserRow[]>('*');
    return row;
  });
}

/** Deletes the user's photo; answers the updated user, or undefined for an unknown user. */
export function removeProfileImage(db: Database, userId: string): Promise<UserRow | undefined> {
  return db.transaction(async (transaction) => {
    await transaction(IMAGES).where({ user_id: userId }).delete();
    const [row] = await transaction(USERS)
      .where({ id: userId })
      .update({ profile_image_url: null, updated_at: transaction.fn.now() })
      .returning<UserRow[]>('*');
    return row;
  });
}

export async function findProfileImage(db: Database, id: string): Promise<ProfileImage | undefined> {
  const row = await db(IMAGES).where({ id }).first<{ content_type: ProfileImageType; bytes: Uint8Array } | undefined>();
  // pg answers a Buffer, PGlite a Uint8Array.
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : undefined;
}
