// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { enhanceProductGalleries } from './product-gallery';

const strip = (attributes: string) =>
  `<div class="product-images"${attributes}><figure></figure><figure></figure><figure></figure></div>`;

const names = () => ({
  strip: document.querySelector('.product-images')?.getAttribute('aria-label'),
  dots: document.querySelector('.product-image-dots')?.getAttribute('aria-label'),
  dot: [...document.querySelectorAll('.product-image-dot')].map((d) => d.getAttribute('aria-label')),
});

describe('the product image strip on a phone', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('names the strip and its dots in the words the page gives', () => {
    document.body.innerHTML = strip(
      ' data-words-images="Images du produit" data-words-choose="Choisir une image" data-words-image-of="Image {index} sur {count}"',
    );
    enhanceProductGalleries(document);
    expect(names()).toEqual({
      strip: 'Images du produit',
      dots: 'Choisir une image',
      dot: ['Image 1 sur 3', 'Image 2 sur 3', 'Image 3 sur 3'],
    });
  });

  it('names them in English where the page gives no words', () => {
    document.body.innerHTML = strip('');
    enhanceProductGalleries(document);
    expect(names()).toEqual({
      strip: 'Product images',
      dots: 'Choose an image',
      dot: ['Image 1 of 3', 'Image 2 of 3', 'Image 3 of 3'],
    });
  });
});
