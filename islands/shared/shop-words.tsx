/**
 * The cart, checkout and account islands' words (domain/interface-words): the server hands the
 * page language's in the island's props (`words`), and every part of the island reads them with
 * `useShopWords()`. Without any, English.
 *
 * @module
 */
import { createContext, useContext } from 'react';
import { ENGLISH_WORDS, type ShopWords } from '../../domain';
import type { ReactNode } from 'react';

const ShopWordsContext = createContext<ShopWords>(ENGLISH_WORDS);

export function ShopWordsProvider({ words, children }: { words?: ShopWords; children: ReactNode }) {
  return <ShopWordsContext.Provider value={words ?? ENGLISH_WORDS}>{children}</ShopWordsContext.Provider>;
}

export function useShopWords(): ShopWords {
  return useContext(ShopWordsContext);
}
