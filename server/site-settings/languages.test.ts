import { describe, expect, it } from 'vitest';
import { siteLanguage } from '../../domain';
import { languageAtPath, pathWithoutLanguage } from './languages';

const FR = siteLanguage('fr-FR')!;
const FR_CA = siteLanguage('fr-CA')!;

describe('language prefixes', () => {
  it('finds the language of a path and the path inside it', () => {
    expect(languageAtPath([FR, FR_CA], '/fr')).toEqual({ language: FR, rest: '/' });
    expect(languageAtPath([FR, FR_CA], '/fr/shop/lamp')).toEqual({ language: FR, rest: '/shop/lamp' });
    expect(languageAtPath([FR, FR_CA], '/fr-ca/shop')).toEqual({ language: FR_CA, rest: '/shop' });
    expect(languageAtPath([FR], '/fr-ca/shop')).toBeUndefined();
    expect(languageAtPath([FR], '/french')).toBeUndefined();
    expect(languageAtPath([], '/fr/shop')).toBeUndefined();
  });

  it('strips any known prefix for calls that act on a collection', () => {
    expect(pathWithoutLanguage('/fr/wholesale')).toBe('/wholesale');
    expect(pathWithoutLanguage('/de/wholesale')).toBe('/wholesale');
    expect(pathWithoutLanguage('/wholesale')).toBe('/wholesale');
  });
});
