/** Text made safe to place in an HTML email body or attribute: every character with a meaning in HTML is escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
