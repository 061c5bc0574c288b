/** The data of the benchmark page: a collection of 60 products, the same on every run. */

import { money } from './types';

const SIZES = ['100w', '300w', '500w', '750w', '1000w', '1500w'];
const NAMES = ['Canvas Jacket', 'Linen Shirt', 'Wool Scarf', 'Tee & Shorts', 'Leather Belt', 'Denim Cap'];
const TAGS = ['new', 'summer', 'organic', 'limited', 'gift', 'sale'];
const OPTIONS = ['S / Blue', 'M / Blue', 'L / Blue', 'S / Sand', 'M / Sand'];

function product(i: number) {
  const price = 1900 + ((i * 737) % 30000);
  const onSale = i % 4 === 1;
  const variants = OPTIONS.slice(0, 3 + (i % 3)).map((option, v) => ({
    sku: `SKU-${i}-${v}`,
    optionText: option,
    price: money(price + v * 500),
    soldOut: (i + v) % 7 === 0,
  }));
  const soldOut = variants.every((variant) => variant.soldOut) || i % 9 === 4;
  return {
    id: `p${i}`,
    title: `${NAMES[i % NAMES.length]} <No. ${i}>`,
    fullUrl: `/shop/p/item-${i}`,
    image: { assetUrl: `https://images.example.com/products/${i}/photo.jpg`, width: 1500, height: 2000, sizes: SIZES },
    price: money(price),
    salePrice: money(Math.round(price * 0.8)),
    onSale,
    soldOut,
    variants,
    tags: TAGS.filter((_, t) => (i + t) % 3 === 0),
  };
}

export const collectionData = {
  collection: { title: 'Summer & Autumn', itemCount: 60 },
  items: Array.from({ length: 60 }, (_, i) => product(i)),
};
