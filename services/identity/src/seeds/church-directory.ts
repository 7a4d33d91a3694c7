import type { Database } from '@koinonia/service-kit';
import { DEMO_CHURCH, NEIGHBOUR_CHURCH } from '@koinonia/contracts';

interface DirectoryEntry {
  id: string;
  name: string;
  city: string;
  region: string;
  country_code: string;
  website: string | null;
  description: string;
}

/** Where the demo church and its neighbour are, for the directory. */
const demoChurchPlaces: ReadonlyArray<Omit<DirectoryEntry, 'name'>> = [
  {
    id: DEMO_CHURCH.id,
    city: 'Springfield',
    region: 'Illinois',
    country_code: 'US',
    website: 'https://gracefellowship.example.org',
    description: 'A family of believers gathering for worship, prayer and service every Sunday.',
  },
  {
    id: NEIGHBOUR_CHURCH.id,
    city: 'Portland',
    region: 'Oregon',
    country_code: 'US',
    website: 'https://hopecommunity.example.org',
    description: 'A neighbourhood church with small groups across the city.',
  },
];

/**
 * Listed churches nobody runs on Koinonia yet, so the directory and claiming show in the demo: each has a website
 * on an example.org domain (a claim by email needs an address there) but one, which only support's review can prove.
 */
export const unclaimedDemoChurches: readonly DirectoryEntry[] = [
  {
    id: '00000000-0000-4000-8000-0000000c1a01',
    name: 'New Life Church',
    city: 'Nairobi',
    region: 'Nairobi County',
    country_code: 'KE',
    website: 'https://www.newlife.example.org',
    description: 'Worship in English and Swahili, with a youth service on Saturdays.',
  },
  {
    id: '00000000-0000-4000-8000-0000000c1a02',
    name: 'Riverside Chapel',
    city: 'Manchester',
    region: 'England',
    country_code: 'GB',
    website: 'https://riverside.example.org',
    description: 'A chapel by the river with a weekday food bank.',
  },
  {
    id: '00000000-0000-4000-8000-0000000c1a03',
    name: 'Iglesia Esperanza Viva',
    city: 'Guadalajara',
    region: 'Jalisco',
    country_code: 'MX',
    website: 'https://esperanzaviva.example.org',
    description: 'Una iglesia que ora y sirve a su ciudad.',
  },
  {
    id: '00000000-0000-4000-8000-0000000c1a04',
    name: "St. Andrew's Parish",
    city: 'Toronto',
    region: 'Ontario',
    country_code: 'CA',
    website: 'https://standrews.example.org',
    description: 'A parish of many nations in the heart of the city.',
  },
  {
    id: '00000000-0000-4000-8000-0000000c1a05',
    name: 'Cornerstone Fellowship',
    city: 'Manila',
    region: 'Metro Manila',
    country_code: 'PH',
    website: 'https://cornerstone.example.org',
    description: 'Home groups across Metro Manila and a Sunday gathering in Makati.',
  },
  {
    id: '00000000-0000-4000-8000-0000000c1a06',
    name: 'Église Source de Vie',
    city: 'Lyon',
    region: 'Auvergne-Rhône-Alpes',
    country_code: 'FR',
    website: null,
    description: 'Une église de quartier, sans site web pour l’instant.',
  },
];

/** The directory's demo data; safe to run on every start (nothing already there is changed). */
export async function seedChurchDirectory(db: Database): Promise<void> {
  for (const { id, ...place } of demoChurchPlaces) {
    await db('identity.churches').where({ id }).whereNull('city').update(place);
  }
  await db('identity.churches').insert(unclaimedDemoChurches).onConflict('id').ignore();
}
