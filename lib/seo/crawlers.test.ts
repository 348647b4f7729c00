import { describe, expect, it } from 'vitest';
import { AI_AGENTS, robotsGroups } from './crawlers';

/** What a crawler named `agent` may read, as robots.txt's rules decide (RFC 9309: its own group, else `*`). */
function allowedFor(groups: ReturnType<typeof robotsGroups>, agent: string, path: string): boolean {
  const own = groups.find((group) => [group.userAgent].flat().includes(agent));
  const group = own ?? groups.find((entry) => [entry.userAgent].flat().includes('*'))!;
  const matches = [
    ...group.disallow.map((rule) => ({ rule, allow: false })),
    ...(group.allow ? [{ rule: group.allow, allow: true }] : []),
  ].filter(({ rule }) => path.startsWith(rule));
  // The longest match wins; on a tie, allow.
  const best = matches.sort((a, b) => b.rule.length - a.rule.length || Number(b.allow) - Number(a.allow))[0];
  return best?.allow ?? true;
}

describe('robots.txt for AI agents', () => {
  it.each(['allow', 'disallow'] as const)(
    'with ROBOTS_AI_TRAINING=%s, lets assistants search as everyone does',
    (choice) => {
      const groups = robotsGroups(choice);
      for (const agent of AI_AGENTS.search) {
        expect(allowedFor(groups, agent, '/blog/monolith-first'), agent).toBe(true);
        expect(allowedFor(groups, agent, '/api/contact'), agent).toBe(false);
      }
      expect(allowedFor(groups, 'Googlebot', '/')).toBe(true);
    },
  );

  it('keeps training agents out only when the company says so', () => {
    for (const agent of AI_AGENTS.training) {
      expect(allowedFor(robotsGroups('allow'), agent, '/career'), agent).toBe(true);
      expect(allowedFor(robotsGroups('disallow'), agent, '/career'), agent).toBe(false);
      expect(allowedFor(robotsGroups('disallow'), agent, '/'), agent).toBe(false);
    }
  });
});
