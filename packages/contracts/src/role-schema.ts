import { z } from 'zod';
import { roles } from './roles';

// Apart from roles.ts so that the shell's first screen, which needs only the role helpers, never pulls in zod.
export const roleSchema = z.enum(roles);
