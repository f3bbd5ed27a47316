// @ts-check
// The attributes a visitor reads or hears (labels, alt text, placeholders, titles) may not be literal
// words in the public site's components: they come from the catalogues (decision 160).
// eslint-plugin-i18next checks JSX text but treats these as plain DOM attributes, hence this rule.

const SPOKEN = new Set(['aria-label', 'aria-description', 'alt', 'title', 'placeholder', 'label']);
const WORDS = /\p{L}{2,}/u;

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Words in spoken attributes come from the message catalogues' },
    schema: [],
    messages: { literal: 'Put "{{text}}" in the catalogue (src/messages) and pass the translated string.' },
  },
  create(context) {
    /** @param {any} node @param {string} text */
    const check = (node, text) => {
      if (WORDS.test(text)) context.report({ node, messageId: 'literal', data: { text: text.slice(0, 40) } });
    };
    return {
      /** @param {any} node */
      JSXAttribute(node) {
        if (!SPOKEN.has(String(node.name?.name)) || !node.value) return;
        if (node.value.type === 'Literal' && typeof node.value.value === 'string') check(node.value, node.value.value);
        const inner = node.value.type === 'JSXExpressionContainer' ? node.value.expression : undefined;
        if (inner?.type === 'Literal' && typeof inner.value === 'string') check(inner, inner.value);
        if (inner?.type === 'TemplateLiteral') for (const quasi of inner.quasis) check(quasi, quasi.value.cooked ?? '');
      },
    };
  },
};

const plugin = { rules: { 'no-literal-spoken-attributes': rule } };

export default plugin;
