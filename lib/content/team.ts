import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { loadCollectionIn } from './collection';
import { localPath, properName, text } from './fields';
import { resolveTechnologies, type Technology } from './technologies';

/** The front matter of one file, exported for the tests of what it accepts. */
export const teamSchema = z.object({
  name: properName(80),
  role: text(80),
  avatar: localPath,
  order: z.number().int(),
  location: text(60),
  bio: text(400),
  linkedin: z.url().optional(),
  /** The technologies they work with, as written; each a technology's name or alias (content/technologies). */
  skills: z.array(properName(40)).default([]),
});

export type TeamMember = z.infer<typeof teamSchema> & { slug: string; stack: Technology[] };

export function getTeam(locale: Locale): TeamMember[] {
  return loadCollectionIn('team', teamSchema, locale)
    .map((entry) => ({
      ...entry.data,
      slug: entry.slug,
      stack: resolveTechnologies(locale, entry.file, 'skills', entry.data.skills),
    }))
    .sort((a, b) => a.order - b.order);
}

