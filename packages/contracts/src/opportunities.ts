import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './keyset-page';

/** SPEC §1 D.I.V.I.N.E. opportunity board: one way to serve, on one team, with limited spots. */
export const opportunitySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  team: z.object({ id: z.string(), name: z.string() }),
  spotsTotal: z.number().int(),
  spotsFilled: z.number().int(),
  spotsOpen: z.number().int(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

export const opportunityListQuerySchema = pageQuerySchema();
export const opportunityPageSchema = pageSchema(opportunitySchema);
export type OpportunityPage = z.infer<typeof opportunityPageSchema>;
