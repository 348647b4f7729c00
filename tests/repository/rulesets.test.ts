import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The main branch's ruleset (applied as docs/editing.md says) requires checks by name: each must be one a
// workflow reports on every pull request, or Publish would wait for a check that never comes.
const WORKFLOWS = '.github/workflows';
type Workflow = { on: unknown; jobs: Record<string, { name?: string; if?: string; steps?: { run?: string }[] }> };
const workflows = fs
  .readdirSync(WORKFLOWS)
  .map((file) => ({ file, workflow: parse(fs.readFileSync(path.join(WORKFLOWS, file), 'utf8')) as Workflow }));
const ruleset = JSON.parse(fs.readFileSync('.github/rulesets/main.json', 'utf8')) as {
  conditions: { ref_name: { include: string[] } };
  rules: { type: string; parameters?: { required_status_checks?: { context: string }[] } }[];
};
const required = ruleset.rules
  .flatMap((rule) => rule.parameters?.required_status_checks ?? [])
  .map((check) => check.context);

/** Runs on every pull request: a pull_request trigger with no paths filter. */
const onEveryPullRequest = ({ on }: Workflow) => {
  const trigger = (on as Record<string, unknown> | null)?.pull_request;
  return trigger === null || (typeof trigger === 'object' && !('paths' in trigger) && !('paths-ignore' in trigger));
};

describe('the main branch ruleset', () => {
  it('requires the content check and the preview, on the default branch, through pull requests', () => {
    expect(required).toEqual(['review', 'site/preview']);
    expect(ruleset.conditions.ref_name.include).toEqual(['~DEFAULT_BRANCH']);
    expect(ruleset.rules.map((rule) => rule.type)).toContain('pull_request');
  });

  it('names checks that workflows report on every pull request: a job, or a commit status a job posts', () => {
    const jobs = workflows
      .filter(({ workflow }) => onEveryPullRequest(workflow))
      .flatMap(({ workflow }) => Object.entries(workflow.jobs).map(([id, job]) => job.name ?? id));
    const statuses = workflows
      .filter(({ workflow }) => onEveryPullRequest(workflow))
      .flatMap(({ workflow }) => Object.values(workflow.jobs).flatMap((job) => job.steps ?? []))
      .flatMap((step) => [...(step.run ?? '').matchAll(/-f context=([\w/.-]+)/g)].map((match) => match[1]));
    for (const check of required) expect([...jobs, ...statuses], check).toContain(check);
    // The content check is the job that runs content:check.
    const review = workflows.find(({ workflow }) => 'review' in workflow.jobs)!;
    expect(JSON.stringify(review.workflow.jobs.review)).toContain('content:check');
  });
});
