import { describe, expect, it } from 'vitest';
import { ENGLISH_WORDS, PAGE_TYPES, interfaceWords } from '../../domain';
import { fixtureSite } from '../render-page';
import { popupOverlayProps } from './popup-overlay-props';

describe('the popup overlay’s props', () => {
  const match = { pageType: PAGE_TYPES.popupOverlay, path: '/popup' };

  it('carry the page’s words on a page in another language, and none on an English one', async () => {
    const demo = await fixtureSite('demo');
    const french = interfaceWords('fr-FR');
    const fr = popupOverlayProps(demo, match, 'Popup', true, french)!;
    expect(fr.words).toMatchObject({
      close: french.close,
      signUp: french.signUp,
      signedUpThanks: french.signedUpThanks,
    });
    expect(fr.words?.fieldRequired).toBe(french.fieldRequired);
    expect(popupOverlayProps(demo, match, 'Popup', true, ENGLISH_WORDS)!.words).toBeUndefined();
    expect(popupOverlayProps(demo, match, 'Popup', true)!.words).toBeUndefined();
  });
});
