/**
 * The AI agents robots.txt names, by what they do with a page (CONTRACT §18). Search and user agents
 * fetch a page to answer a person (an assistant's search results, a link someone asked it to read):
 * they are let in as every crawler is. Training agents collect pages for models: ROBOTS_AI_TRAINING says
 * whether they may.
 */
export const AI_AGENTS = {
  /** OpenAI's and Anthropic's search, and the fetches their assistants and Perplexity's make for a user. */
  search: ['OAI-SearchBot', 'ChatGPT-User', 'Claude-SearchBot', 'Claude-User', 'PerplexityBot', 'Perplexity-User'],
  /** Crawlers that gather training data: OpenAI, Anthropic, Google's Gemini, Common Crawl, Apple, Meta. */
  training: ['GPTBot', 'ClaudeBot', 'Google-Extended', 'CCBot', 'Applebot-Extended', 'meta-externalagent'],
} as const;

/** What no crawler needs: the endpoints and the page that is only ever a 404. */
const NOT_FOR_CRAWLERS = ['/api/', '/error-404'];

export type RobotsGroup = { userAgent: string | string[]; allow?: string; disallow: string[] };

/** robots.txt's groups: everyone, the assistants' agents as everyone, the training agents by choice. */
export function robotsGroups(training: 'allow' | 'disallow'): RobotsGroup[] {
  return [
    { userAgent: '*', allow: '/', disallow: NOT_FOR_CRAWLERS },
    // Named, so that a later rule for one of them cannot take them out by accident.
    { userAgent: [...AI_AGENTS.search], allow: '/', disallow: NOT_FOR_CRAWLERS },
    training === 'allow'
      ? { userAgent: [...AI_AGENTS.training], allow: '/', disallow: NOT_FOR_CRAWLERS }
      : { userAgent: [...AI_AGENTS.training], disallow: ['/'] },
  ];
}
