import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOfSite as copy, edit, runScript } from '@/tests/support/site-copy';

// `npm run content:check` on a copy of the site whose content an editor got wrong, as an editor runs it.
const ROOT = process.cwd();
const copyOfSite = () => copy('content-check-');
const check = (dir: string) => runScript(dir, 'content-check');

describe('npm run content:check', () => {
  // How long it takes is printed by the script and measured by the bench, not asserted here.
  it('passes the real content', () => {
    const { status, output } = check(ROOT);
    expect(output).toMatch(/content\/ is fine: \d+ files checked/);
    expect(status).toBe(0);
  }, 60_000);

  it('names file and field of a schema error and of a dangling reference', () => {
    const dir = copyOfSite();
    edit(dir, 'content/blog/monolith-first.md', (text) => text.replace(/^author: .*$/m, 'author: nobody-here'));
    edit(dir, 'content/careers/senior-backend-engineer-go.md', (text) => text.replace(/^title: .*$/m, 'title: ""'));
    edit(dir, 'content/clients/atlas-learning.md', (text) => text.replace(/^ {4}- Next\.js$/m, '    - Cobol 85'));
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain('content/blog/monolith-first.md: author: "nobody-here" does not match any entry');
    expect(output).toContain(
      'content/clients/atlas-learning.md: caseStudy.technologies.0: "Cobol 85" is not a technology: add content/technologies/{slug}.md',
    );
    expect(output).toContain('content/careers/senior-backend-engineer-go.md: title:');
  }, 30_000);

  it('finds missing images, missing alt text, links to no page and a topic unnamed in a language', () => {
    const dir = copyOfSite();
    edit(dir, 'content/blog/monolith-first.md', (text) =>
      text
        .replace(/^  src: .*$/m, '  src: /images/blog/not-there.svg')
        .concat(
          '\n\nSee [our pricing](/pricing-that-does-not-exist), [the FAQ](/faq#pricing) and ![](/images/x.png).\n\nWe built *one\nthing* first.\n',
        ),
    );
    fs.rmSync(path.join(dir, 'content/topics/architecture.pl.md'));
    edit(dir, 'content/pages/trust.md', (text) => text.replace(/^ {4}expires: .*$/m, '    expires: 2020-01-31'));
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain(
      'content/pages/trust.md: certificates.0.expires: ISO/IEC 27001:2022 (PT-ISMS-2021-0418) expired on 2020-01-31: renew it or remove it',
    );
    expect(output).toContain('content/blog/monolith-first.md: cover.src: "/images/blog/not-there.svg" is not a file');
    expect(output).toMatch(/monolith-first\.md: body, line \d+: link "\/pricing-that-does-not-exist" leads to no page/);
    expect(output).toMatch(/monolith-first\.md: body, line \d+: image "\/images\/x\.png" has no alt text/);
    expect(output).not.toContain('/faq#pricing');
    expect(output).toMatch(
      /monolith-first\.md: body, line \d+: the emphasis runs over a line break, which the web editor loses/,
    );
    expect(output).toMatch(
      /content\/blog\/[a-z-]+\.pl\.md: tags: the topic "architecture" has no Polski name: add content\/topics\/architecture\.pl\.md/,
    );
  }, 30_000);

  it('names the page a route reads that nobody wrote, and a page no route reads', () => {
    const dir = copyOfSite();
    // A new form's page before its words are written, and a page left behind by a route removed.
    for (const language of ['', '.pt', '.pl']) {
      fs.rmSync(path.join(dir, `content/pages/start-a-project${language}.md`));
      fs.copyFileSync(
        path.join(dir, `content/pages/faq${language}.md`),
        path.join(dir, `content/pages/old-offer${language}.md`),
      );
    }
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain(
      'content/pages/start-a-project.md: missing: its route reads it (PAGE_SLUGS in lib/content/pages.ts)',
    );
    expect(output).toContain('content/pages/old-offer.md: no route reads it');
  }, 30_000);

  it('names a form whose route is missing, and a privacy policy that names no period for a form', () => {
    const dir = copyOfSite();
    fs.rmSync(path.join(dir, 'app/api/briefs/route.ts'));
    // The brief's row taken out of the policy in every language, so that the translations still match.
    for (const file of ['privacy-policy.md', 'privacy-policy.pt.md', 'privacy-policy.pl.md'])
      edit(dir, `content/pages/${file}`, (text) => text.replace(/^\|.*\{\{retention\.brief\}\}.*\n/m, ''));
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain(
      'lib/leads/forms/endpoints.ts: brief: posts to /api/briefs, which has no route: add app/api/briefs/route.ts',
    );
    for (const file of ['privacy-policy.md', 'privacy-policy.pt.md', 'privacy-policy.pl.md'])
      expect(output).toContain(
        `content/pages/${file}: body: names no period for the project briefs: add its row with {{retention.brief}} (lib/leads/forms/brief.ts)`,
      );
  }, 30_000);

  it('holds a form made in the web editor to its rules, and each translation to its English fields', () => {
    const dir = copyOfSite();
    // A second form with a reserved name, an unknown kind, kept too long (the rest: lib/content/forms.test.ts).
    const quote = path.join(dir, 'content/forms/quote.md');
    fs.writeFileSync(
      quote,
      [
        '---',
        'title: Ask for a quote',
        'fields:',
        '  - { name: email, kind: email, required: true, label: E-mail }',
        '  - { name: backup, kind: email, label: Another e-mail }',
        '  - { name: page, kind: text, label: Page }',
        '  - { name: size, kind: dropdown, label: Size }',
        'submit: Send',
        'thanks: Thank you.',
        'retentionDays: 1500',
        'purpose: To answer you.',
        '---',
        '',
      ].join('\n'),
    );
    let { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain('content/forms/quote.md: fields.2.name: is a name the site sends itself');
    expect(output).toContain('content/forms/quote.md: fields.3.kind: must be one of name, email, company, phone');
    expect(output).toContain('content/forms/quote.md: retentionDays: must be at most 1095 days');

    fs.rmSync(quote);
    // A Polish translator turns the questions into one line, and renames a choice's value.
    edit(dir, 'content/forms/devops-webinar.pl.md', (text) =>
      text.replace(/kind: textarea/, 'kind: text').replace(/value: on-call/, 'value: dyzury'),
    );
    fs.rmSync(path.join(dir, 'content/forms/devops-webinar.pt.md'));
    ({ status, output } = check(dir));
    expect(status).toBe(1);
    expect(output).toContain(
      'content/forms/devops-webinar.pl.md: fields.4.kind: is "text", the English form\'s "textarea": only words are translated',
    );
    expect(output).toContain(
      'content/forms/devops-webinar.pl.md: fields.3.options: has the values pipelines, observability, dyzury',
    );
    expect(output).toContain(
      'content/forms/devops-webinar.pt.md: missing: a form is shown in every language; translate content/forms/devops-webinar.md into Português',
    );
  }, 30_000);

  it("names an entry whose form does not exist with the form it looked for, and a policy without the forms' rows", () => {
    const dir = copyOfSite();
    edit(dir, 'content/landings/devops.md', (text) => text.replace(/^form: .*$/m, 'form: webinar-2030'));
    for (const file of ['privacy-policy.md', 'privacy-policy.pt.md', 'privacy-policy.pl.md'])
      edit(dir, `content/pages/${file}`, (text) => text.replace(/^\{\{forms\.rows\}\}\n/m, ''));
    let { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain(
      'content/landings/devops.md: form: content/forms/webinar-2030.md does not exist (forms: devops-webinar)',
    );
    edit(dir, 'content/landings/devops.md', (text) => text.replace(/^form: .*$/m, 'form: devops-webinar'));
    ({ status, output } = check(dir));
    expect(status).toBe(1);
    for (const file of ['privacy-policy.md', 'privacy-policy.pt.md', 'privacy-policy.pl.md'])
      expect(output).toContain(`content/pages/${file}: body: has no line {{forms.rows}} in its table`);
  }, 30_000);

  it('refuses a post on a topic that is not in content/topics, naming the topics there', () => {
    const dir = copyOfSite();
    edit(dir, 'content/blog/monolith-first.md', (text) =>
      text.replace(/^tags: \[(.*)\]$/m, 'tags: [$1, release-trains]'),
    );
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toMatch(
      /content\/blog\/monolith-first\.md: tags: "release-trains" does not match any entry \(accessibility, ai, architecture/,
    );
  }, 30_000);

  it('publishes a translation behind its English source, reporting it, as its page says so', () => {
    const dir = copyOfSite();
    edit(dir, 'content/pages/about-us.md', (text) => text.replace('honest plans', 'honest plans and fair prices'));
    const { status, output } = check(dir);
    expect(output).toMatch(
      /warning: content\/pages\/about-us\.pt\.md: sourceHash: Português translation of a source that changed since/,
    );
    expect(output).toMatch(/warning: content\/pages\/about-us\.pl\.md: sourceHash: Polski translation/);
    expect(output).toMatch(/content\/ is fine: \d+ files checked in [\d.]+ s; 2 translation\(s\) behind their English/);
    expect(status).toBe(0);
  }, 30_000);

  it('reports a translation whose English source changed since, one without a source, and lost placeholders', () => {
    const dir = copyOfSite();
    edit(dir, 'content/pages/privacy-policy.md', (text) => text.replace('## Who we are', '## Who we are, and where'));
    fs.copyFileSync(
      path.join(dir, 'content/pages/privacy-policy.pl.md'),
      path.join(dir, 'content/pages/no-such-page.pl.md'),
    );
    edit(dir, 'content/pages/privacy-policy.pl.md', (text) => text.replace('{{mail.perDay}}', 'trzech'));
    edit(dir, 'content/pages/privacy-policy.pt.md', (text) => text.replace(/^heading: .*$/m, 'heading: ""'));
    // A new topic named in two languages, before the review has recorded what its translation was made from.
    fs.writeFileSync(path.join(dir, 'content/topics/observability.md'), '---\nname: observability\n---\n');
    fs.writeFileSync(path.join(dir, 'content/topics/observability.pt.md'), '---\nname: observabilidade\n---\n');
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toMatch(
      /warning: content\/pages\/privacy-policy\.pl\.md: sourceHash: Polski translation of a source that changed since \(\w{12}; the source is now \w{12}\): its page says so/,
    );
    expect(output).toContain('content/pages/no-such-page.pl.md: Polski translation without an English source');
    expect(output).toMatch(
      /content\/topics\/observability\.pt\.md: sourceHash: Português translation of a new entry does not yet record the English text it was made from: the review records it when the pull request is opened \(npm run content:translations\), or set sourceHash: \w{12}/,
    );
    expect(output).toMatch(
      /privacy-policy\.pl\.md: body: Polski translation has placeholders \{\{[^}]*\}\}, its source \{\{[^}]*mail\.perDay/,
    );
    // A translation is held to the collection's own schema.
    expect(output).toContain('content/pages/privacy-policy.pt.md: heading:');
  }, 30_000);
});
