import { z } from 'zod';

// Zod's built-in messages (e.g. a missing field) would otherwise reach users in English;
// every API message must be pt-BR, so the shared package switches zod's locale once.
z.config(z.locales.ptBR());
