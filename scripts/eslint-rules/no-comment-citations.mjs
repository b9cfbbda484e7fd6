// An ESLint rule: no comment cites an issue number (also `#N`), the section sign, the shared
// design document or a spec section number; history belongs to git and CHANGELOG.md. Only
// comments are read (JSX ones too); scripts/check-comments.mjs covers files ESLint does not parse.

/** What a comment must not say: an issue number, the section sign, the design document, a spec section. */
const CITATIONS = [
  /\b[Ii]ssues? #?\d+/g,
  /(?<![\w/&#])#\d{1,2}(?![\w-])/g,
  /§/g,
  /\bDESIGN\.md\b/g,
  /\b[Ss]pec\s+(?:§\s*)?\d/g,
];

/** What the rule and scripts/check-comments.mjs say about each citation (`{{text}}`: the citation). */
const MESSAGE =
  'comment cites «{{text}}»: say what and why, point at a docs/ anchor, leave history to git and CHANGELOG.md.';

/** The citations in `comment` (its whole text) as `{index, text}`, in the order of CITATIONS. */
export function citationsIn(comment) {
  const found = [];
  for (const pattern of CITATIONS) {
    for (const m of comment.matchAll(pattern)) found.push({ index: m.index, text: m[0] });
  }
  return found;
}

/** The rule: one problem per citation, at the cited text. */
const rule = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        'Disallow comments that cite an issue number, the section sign, DESIGN.md or a spec section',
    },
    messages: { citation: MESSAGE },
    schema: [],
  },
  create(context) {
    const source = context.sourceCode;
    return {
      Program() {
        for (const comment of source.getAllComments()) {
          const [start, end] = comment.range;
          for (const hit of citationsIn(source.text.slice(start, end))) {
            const at = start + hit.index;
            context.report({
              loc: {
                start: source.getLocFromIndex(at),
                end: source.getLocFromIndex(at + hit.text.length),
              },
              messageId: 'citation',
              data: { text: hit.text },
            });
          }
        }
      },
    };
  },
};

export default rule;
