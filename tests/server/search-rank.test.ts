import { describe, expect, it } from 'vitest';
import { rankCandidates, type SearchCandidate } from '../../server/services/search-rank';

const meal = (id: number, name: string, category = 'Mains', ingredients = 'flour, water'): SearchCandidate => ({
  id,
  name,
  category,
  ingredients,
});

describe('rankCandidates', () => {
  it('puts a match in the name first, then the category, the ingredients, the description', () => {
    const candidates = [
      meal(1, 'Plain Dumpling'),
      meal(2, 'Plain Dumpling', 'Mains', 'thukpa broth, flour'),
      meal(3, 'Plain Dumpling', 'Thukpa'),
      meal(4, 'Thukpa'),
    ];
    expect(rankCandidates(['thukpa'], candidates)).toEqual([4, 3, 2, 1]);
  });

  it('prefers a short name to a long one with the same match, and more of the words matched in the name', () => {
    const candidates = [meal(1, 'Chicken Momo'), meal(2, 'Chicken Momo with a Spicy Tomato Sesame Dip'), meal(3, 'Chicken Soup')];
    expect(rankCandidates(['chicken', 'momo'], candidates)).toEqual([1, 2, 3]);
  });

  it('matches the start of a word only, whatever its case and accents', () => {
    expect(rankCandidates(['tam'], [meal(1, 'Aloo Tama'), meal(2, 'Tamatar Soup')])).toEqual([1, 2]);
    expect(rankCandidates(['mato'], [meal(1, 'Tomato Soup'), meal(2, 'Mato Curry')])[0]).toBe(2);
    expect(rankCandidates(['jhol'], [meal(3, 'JHŌL MOMO'), meal(4, 'Plain', 'Mains', 'x')])).toEqual([3, 4]);
  });

  it('breaks ties with the newest meal, and keeps every candidate', () => {
    expect(rankCandidates(['momo'], [meal(5, 'Momo'), meal(9, 'Momo'), meal(7, 'Momo')])).toEqual([9, 7, 5]);
    expect(rankCandidates(['momo'], [])).toEqual([]);
  });

  it('reads words of other scripts', () => {
    const candidates = [meal(1, 'Sel Roti', 'मिठाई'), meal(2, 'मोमो')];
    expect(rankCandidates(['मोमो'], candidates)[0]).toBe(2);
  });
});
