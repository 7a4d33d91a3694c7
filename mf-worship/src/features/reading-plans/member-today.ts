/**
 * The member's date where they are (YYYY-MM-DD), sent with every reading-plan call, so a reading late in the evening
 * counts for that day whatever the server's time zone.
 */
export function memberToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
