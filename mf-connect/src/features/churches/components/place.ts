/** Where a church is, in the reader's language: city, region, country (the country named by Intl). */
export function placeOf(
  church: { city: string | null; region: string | null; countryCode: string | null },
  language: string,
): string {
  let country: string | null = null;
  if (church.countryCode) {
    try {
      country = new Intl.DisplayNames([language], { type: 'region' }).of(church.countryCode) ?? church.countryCode;
    } catch {
      country = church.countryCode;
    }
  }
  return [church.city, church.region, country].filter(Boolean).join(', ');
}
