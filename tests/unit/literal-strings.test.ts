import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The public site's words come from the catalogues (decision 160): eslint.config.mjs refuses a literal
// a visitor would read. This proves the rule is wired to the site's files, not just installed.
const RULES = ['i18next/no-literal-string', 'spoken/no-literal-spoken-attributes'];

describe('the literal-string rules', () => {
  // Without type information: the snippets are not files of the project.
  const eslint = new ESLint({
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => RULES.includes(ruleId),
  });
  const problems = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((message) => RULES.includes(message.ruleId ?? '')).length;
  };

  it('refuses text and spoken attributes in a site component, and allows translated ones', async () => {
    const file = 'src/components/site/literal-check.tsx';
    expect(await problems('export function A() {\n  return <p>Book this artist</p>;\n}\n', file)).toBe(1);
    expect(await problems('export const A = () => <img alt="A stage" src="/a.png" />;\n', file)).toBe(1);
    expect(await problems('export const A = () => <button aria-label={`Open menu`}>×</button>;\n', file)).toBe(1);
    expect(await problems('export const A = ({ n }: { n: string }) => <img alt={n} src="/a.png" />;\n', file)).toBe(0);
    expect(
      await problems('export const A = ({ t }: { t: (k: string) => string }) => <p>{t("book")}</p>;\n', file),
    ).toBe(0);
    expect(await problems('export const A = () => <a href="/talent" className="x">→</a>;\n', file)).toBe(0);
  }, 60_000);

  it('leaves the admin alone (it is in English only)', async () => {
    const code = 'export function A() {\n  return <p aria-label="Save">Save changes</p>;\n}\n';
    expect(await problems(code, 'src/components/admin/literal-check.tsx')).toBe(0);
  }, 60_000);
});
