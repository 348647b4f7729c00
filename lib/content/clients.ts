import { z } from 'zod';
import { loadCollection } from './collection';
import { localPath, text } from './fields';

const schema = z.object({
  name: text(80),
  industry: text(60),
  country: text(60),
  logo: localPath,
  order: z.number().int(),
  since: z.number().int().min(2000).max(2100),
  outcome: z.object({ value: text(20), label: text(100) }),
  summary: text(300),
  testimonial: z.object({ quote: text(400), author: text(80), role: text(100) }).optional(),
  caseStudy: z
    .object({
      title: text(120),
      challenge: text(600),
      solution: text(800),
      results: z.array(z.object({ value: text(20), label: text(100) })).min(1).max(4),
      technologies: z.array(text(40)).min(1),
    })
    .optional(),
});

export type Client = z.infer<typeof schema> & { slug: string };

export function getClients(): Client[] {
  return loadCollection('clients', schema)
    .map((entry) => ({ ...entry.data, slug: entry.slug }))
    .sort((a, b) => a.order - b.order);
}

export function getClientBySlug(slug: string): Client | undefined {
  return getClients().find((client) => client.slug === slug);
}

export function getCaseStudies(): (Client & { caseStudy: NonNullable<Client['caseStudy']> })[] {
  return getClients().filter((client): client is Client & { caseStudy: NonNullable<Client['caseStudy']> } =>
    Boolean(client.caseStudy),
  );
}

export const clientSchema = schema;
