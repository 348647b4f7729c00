// Our own: the one Polish stemmer on npm (@nlpjs/lang-pl) brings all of @nlpjs/core into the browser,
// 8.4 KB gzipped against under 1 KB for these rules (esbuild, measured). Its light suffix rules are
// the same (a port of the Polish light stemmer nlp.js ships under MIT), read on a folded word: no
// diacritics, `ł` as `l`.

const endsWithAny = (word: string, endings: readonly string[]) => endings.some((ending) => word.endsWith(ending));

function noun(word: string): string {
  if (word.length > 7 && endsWithAny(word, ['zacja', 'zacji'])) return word.slice(0, -4);
  if (word.length > 6) {
    if (endsWithAny(word, ['acja', 'acji', 'tach', 'anie', 'enie', 'eniu', 'aniu'])) return word.slice(0, -4);
    if (word.endsWith('tyka')) return word.slice(0, -2);
  }
  if (word.length > 5) {
    if (endsWithAny(word, ['ach', 'ami', 'nia', 'niu', 'cia', 'ciu'])) return word.slice(0, -3);
    if (endsWithAny(word, ['cji', 'cja'])) return word.slice(0, -2);
    if (endsWithAny(word, ['ce', 'ta'])) return word.slice(0, -2);
  }
  return word;
}

function diminutive(word: string): string {
  if (word.length > 6) {
    if (endsWithAny(word, ['eczek', 'iczek', 'iszek', 'aszek', 'uszek'])) return word.slice(0, -5);
    if (endsWithAny(word, ['enek', 'ejek', 'erek'])) return word.slice(0, -2);
  }
  if (word.length > 4 && endsWithAny(word, ['ek', 'ak'])) return word.slice(0, -2);
  return word;
}

function adjective(word: string): string {
  if (word.length > 7 && word.startsWith('naj')) {
    if (word.endsWith('szych')) return word.slice(3, -5);
    if (endsWithAny(word, ['sze', 'szy'])) return word.slice(3, -3);
  }
  if (word.length > 6 && word.endsWith('czny')) return word.slice(0, -4);
  if (word.length > 5) {
    if (endsWithAny(word, ['owy', 'owa', 'owe', 'ych', 'ego'])) return word.slice(0, -3);
    if (word.endsWith('ej')) return word.slice(0, -2);
  }
  return word;
}

function verb(word: string): string {
  if (word.length > 5 && endsWithAny(word, ['bym', 'esz', 'asz', 'cie', 'esc', 'asc', 'lem', 'amy', 'emy']))
    return word.slice(0, -3);
  if (word.length > 3) {
    if (endsWithAny(word, ['esz', 'asz', 'esc', 'asc', 'ec', 'ac'])) return word.slice(0, -2);
    if (word.endsWith('aj')) return word.slice(0, -1);
    if (endsWithAny(word, ['em', 'am', 'al', 'il', 'ic'])) return word.slice(0, -2);
  }
  return word;
}

function adverb(word: string): string {
  return word.length > 4 && endsWithAny(word, ['nie', 'wie', 'rze']) ? word.slice(0, -2) : word;
}

function plural(word: string): string {
  if (word.length > 4) {
    if (word.endsWith('ami')) return word.slice(0, -3);
    if (endsWithAny(word, ['ow', 'om'])) return word.slice(0, -2);
  }
  return word;
}

function general(word: string): string {
  if (word.length > 4) {
    if (endsWithAny(word, ['ia', 'ie'])) return word.slice(0, -2);
    if (endsWithAny(word, ['u', 'a', 'i', 'e', 'l', 'y'])) return word.slice(0, -1);
  }
  return word;
}

/** The stem of a folded Polish word: `programowania` → `program`, `wdrozeniach` → `wdroz`. */
export function stemPolish(word: string): string {
  return [noun, diminutive, adjective, verb, adverb, plural, general].reduce((current, step) => step(current), word);
}
