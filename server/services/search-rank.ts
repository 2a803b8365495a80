/** A meal the index matched, with the short fields it may have matched on (the description is not read). */
export interface SearchCandidate {
  id: number;
  name: string;
  ingredients: string;
  category: string;
}

/** How much a match in each field counts: the dish's name most, then its category, ingredients, description. */
const WEIGHTS = { name: 10, category: 5, ingredients: 3 } as const;
const DESCRIPTION_WEIGHT = 1;
type Field = keyof typeof WEIGHTS;
const FIELDS = Object.keys(WEIGHTS) as Field[];
// BM25's saturation and length normalisation (k1, b): a second mention counts less, a long field dilutes a match.
const K1 = 1.2;
const B = 0.75;

const ASCII = /^[\0-\x7f]*$/;
const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;

/** Text as the index compares it (unicode61, diacritics removed): "Jhōl" and "jhol" are the same word. */
const fold = (text: string) =>
  ASCII.test(text) ? text.toLowerCase() : text.normalize('NFKD').replace(/\p{Mn}/gu, '').toLowerCase();

const isWordCharacter = (text: string, index: number) => {
  const code = text.charCodeAt(index);
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122);
  return WORD_CHARACTER.test(text[index] ?? '');
};

/** How many words of `text` start with `term`. */
function wordStarts(text: string, term: string): number {
  let count = 0;
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    if (at === 0 || !isWordCharacter(text, at - 1)) count++;
  }
  return count;
}

/**
 * The candidates best first: BM25 over the candidates' name, category and ingredients (a field's length in
 * characters standing for its length in words), a term matching a word it starts, ties to the newest. Every
 * candidate holds every term somewhere (the index matched it), so a term found in none of those fields is in the
 * description, which counts as one plain match there without being read.
 * Unlike FTS5's bm25() this needs no count of every indexed meal holding each term (its IDF), which read each
 * term's whole list of meals on every search, a cost that grew with the catalogue; all IDF would add here is how
 * much one term counts against another.
 */
export function rankCandidates(terms: string[], candidates: SearchCandidate[]): number[] {
  const folded = terms.map(fold);
  const texts = candidates.map((candidate) => FIELDS.map((field) => fold(candidate[field])));
  const averages = FIELDS.map(
    (_, f) => texts.reduce((sum, fields) => sum + (fields[f]?.length ?? 0), 0) / Math.max(1, candidates.length) || 1,
  );
  const scores = new Map<number, number>();
  candidates.forEach((candidate, c) => {
    let score = 0;
    for (const term of folded) {
      let found = false;
      FIELDS.forEach((field, f) => {
        const text = texts[c]?.[f] ?? '';
        const frequency = wordStarts(text, term);
        if (frequency === 0) return;
        found = true;
        const norm = K1 * (1 - B + (B * text.length) / (averages[f] ?? 1));
        score += (WEIGHTS[field] * frequency * (K1 + 1)) / (frequency + norm);
      });
      if (!found) score += DESCRIPTION_WEIGHT;
    }
    scores.set(candidate.id, score);
  });
  return candidates
    .map((candidate) => candidate.id)
    .sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || b - a);
}
