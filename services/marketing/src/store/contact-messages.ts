import type { CongregationSize, ContactKind, SupportCategory } from '@koinonia/contracts';
import type { Database } from '@koinonia/service-kit';
import { contactRetentionCutoff } from '../domain/contact-retention';

const CONTACT_MESSAGES = 'marketing.contact_messages';

/** One accepted form, as stored; the fields a form does not have are null. */
export interface ContactMessage {
  kind: ContactKind;
  name: string;
  email: string;
  message: string;
  organization: string | null;
  congregationSize: CongregationSize | null;
  category: SupportCategory | null;
  language: string;
}

/** Stores a message and answers its id. */
export async function saveContactMessage(db: Database, contact: ContactMessage): Promise<string> {
  const [row] = await db(CONTACT_MESSAGES)
    .insert({
      kind: contact.kind,
      name: contact.name,
      email: contact.email,
      message: contact.message,
      organization: contact.organization,
      congregation_size: contact.congregationSize,
      category: contact.category,
      language: contact.language,
    })
    .returning<Array<{ id: string }>>('id');
  if (!row) throw new Error('The contact message was not stored');
  return row.id;
}

/** Deletes the messages kept past their retention (docs/contact-forms.md) and answers how many there were. */
export async function deleteExpiredContactMessages(db: Database, now: Date): Promise<number> {
  // The deleted ids are counted: PGlite's knex client does not answer a plain delete with its row count.
  const deleted = await db(CONTACT_MESSAGES).where('created_at', '<', contactRetentionCutoff(now)).delete().returning<Array<{ id: string }>>('id');
  return deleted.length;
}
