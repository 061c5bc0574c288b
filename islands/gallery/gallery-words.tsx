/**
 * The gallery island's labels (domain/interface-words): the server hands the page language's
 * in the island's props (`words`), each part of the gallery reads them with `useGalleryWords()`.
 * Without any, English.
 *
 * @module
 */
import { createContext, useContext } from 'react';
import { ENGLISH_WORDS, type GalleryWords } from '../../domain';

export const GalleryWordsContext = createContext<GalleryWords>(ENGLISH_WORDS);

export function useGalleryWords(): GalleryWords {
  return useContext(GalleryWordsContext);
}
