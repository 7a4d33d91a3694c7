import type { ContactField, ContactFormValues } from '@koinonia/contracts';

export type SendResult =
  | { outcome: 'sent' }
  | { outcome: 'invalid'; fields: ContactField[]; message: string }
  | { outcome: 'rateLimited'; minutes: number }
  | { outcome: 'network' }
  | { outcome: 'server' };

const FIELDS: readonly ContactField[] = ['name', 'email', 'message', 'organization', 'congregationSize', 'category'];

/**
 * POST /api/contact. A plain fetch rather than the app's apiRequest: the form needs the status,
 * the issues and Retry-After to tell the visitor what happened, in their language.
 */
export async function sendContactMessage(values: ContactFormValues & { language: string; website: string }): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify(values),
    });
  } catch {
    return { outcome: 'network' };
  }
  if (response.ok) return { outcome: 'sent' };
  if (response.status === 429) {
    const seconds = Number(response.headers.get('Retry-After'));
    return { outcome: 'rateLimited', minutes: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 10 };
  }
  if (response.status === 400) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; issues?: Array<{ path?: Array<string | number> }> };
    const fields = (body.issues ?? []).map((issue) => String(issue.path?.[0] ?? '')).filter((field): field is ContactField => FIELDS.includes(field as ContactField));
    return { outcome: 'invalid', fields, message: body.message ?? '' };
  }
  return { outcome: 'server' };
}
