import { createTeamsAndOpportunities } from './001-teams-and-opportunities';

export const migrations = [createTeamsAndOpportunities];
