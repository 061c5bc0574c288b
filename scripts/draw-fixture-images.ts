/**
 * Draws the demo sites' images as small SVG files: product "photos", blog headers, event and
 * gallery landscapes. Pure functions of a name and a seed, so a rerun rewrites identical files
 * and the committed outputs never drift. Run with `npx tsx scripts/draw-fixture-images.ts`.
 *
 * @module
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Palette = readonly [bg: string, bg2: string, main: string, accent: string];

/** Object outlines drawn on a 1000×1000 canvas, centred on the floor line at y≈820. */
const SHAPES: Record<string, (p: Palette) => string> = {
  jacket: ([, , m, a]) =>
    `<path d="M380 200 L500 250 L620 200 L790 290 L860 620 L760 640 L730 430 L720 820 L280 820 L270 430 L240 640 L140 620 L210 290 Z" fill="${m}"/>` +
    `<path d="M500 250 L500 820" stroke="${a}" stroke-width="10"/><path d="M380 200 L500 330 L620 200" fill="none" stroke="${a}" stroke-width="14"/>` +
    `<rect x="320" y="560" width="110" height="90" rx="10" fill="none" stroke="${a}" stroke-width="8"/><rect x="570" y="560" width="110" height="90" rx="10" fill="none" stroke="${a}" stroke-width="8"/>`,
  tee: ([, , m, a]) =>
    `<path d="M390 220 Q500 290 610 220 L820 320 L760 450 L690 420 L690 820 L310 820 L310 420 L240 450 L180 320 Z" fill="${m}"/>` +
    `<path d="M390 220 Q500 300 610 220" fill="none" stroke="${a}" stroke-width="16"/>`,
  mug: ([, , m, a]) =>
    `<path d="M300 380 L300 760 Q300 820 360 820 L600 820 Q660 820 660 760 L660 380 Z" fill="${m}"/>` +
    `<path d="M660 470 Q800 470 800 590 Q800 700 660 700" fill="none" stroke="${m}" stroke-width="44"/>` +
    `<ellipse cx="480" cy="380" rx="180" ry="36" fill="${a}"/><path d="M420 320 Q400 260 440 210 M520 320 Q500 250 540 190" fill="none" stroke="${a}" stroke-width="10" stroke-linecap="round" opacity=".5"/>`,
  backpack: ([, , m, a]) =>
    `<path d="M330 300 Q330 180 500 180 Q670 180 670 300 L700 800 Q700 830 670 830 L330 830 Q300 830 300 800 Z" fill="${m}"/>` +
    `<rect x="360" y="560" width="280" height="200" rx="30" fill="${a}"/><path d="M430 180 Q500 110 570 180" fill="none" stroke="${a}" stroke-width="24"/>` +
    `<rect x="330" y="400" width="340" height="40" fill="${a}" opacity=".6"/>`,
  lantern: ([, , m, a]) =>
    `<path d="M420 170 Q500 100 580 170" fill="none" stroke="${m}" stroke-width="16"/><rect x="380" y="200" width="240" height="60" rx="12" fill="${m}"/>` +
    `<rect x="400" y="260" width="200" height="440" fill="#fff6d5" opacity=".9"/><ellipse cx="500" cy="520" rx="50" ry="90" fill="${a}"/>` +
    `<path d="M400 260 L400 700 M600 260 L600 700 M500 260 L500 330" stroke="${m}" stroke-width="18"/><rect x="360" y="700" width="280" height="120" rx="16" fill="${m}"/>`,
  blanket: ([, , m, a]) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${230 - i * 20}" y="${640 - i * 150}" width="${540 + i * 40}" height="150" rx="40" fill="${m}" stroke="#0003" stroke-width="4"/>` +
          `<path d="M${260 - i * 20} ${690 - i * 150} H${740 + i * 20} M${260 - i * 20} ${740 - i * 150} H${740 + i * 20}" stroke="${a}" stroke-width="14"/>`,
      )
      .join(''),
  notebook: ([, , m, a]) =>
    `${[0, 1, 2]
      .map(
        (i) =>
          `<rect x="${250 + i * 60}" y="${260 + i * 40}" width="360" height="520" rx="14" fill="${i === 2 ? m : a}" stroke="#0002" stroke-width="4"/>`,
      )
      .join('')}<rect x="420" y="420" width="220" height="60" fill="#fff" opacity=".85"/>`,
  print: ([, , m, a]) =>
    `<rect x="230" y="170" width="540" height="650" fill="#fbf8f1" stroke="${m}" stroke-width="18"/>` +
    `<path d="M290 700 L400 480 L470 580 L560 400 L710 700 Z" fill="${m}"/><path d="M290 640 Q420 560 500 640 T710 620" fill="none" stroke="${a}" stroke-width="8" stroke-dasharray="16 12"/>` +
    `<circle cx="650" cy="300" r="44" fill="${a}"/>`,
  compass: ([, , m, a]) =>
    `<circle cx="500" cy="520" r="280" fill="${m}"/><circle cx="500" cy="520" r="230" fill="#fbf8f1"/>` +
    `<path d="M500 320 L550 520 L500 720 L450 520 Z" fill="${a}"/><path d="M500 320 L550 520 L450 520 Z" fill="#c0392b"/><circle cx="500" cy="520" r="20" fill="${m}"/>`,
  giftcard: ([, , m, a]) =>
    `<rect x="170" y="300" width="660" height="420" rx="36" fill="${m}"/><path d="M170 460 L830 460" stroke="${a}" stroke-width="30"/>` +
    `<text x="230" y="640" font-family="system-ui,sans-serif" font-size="64" font-weight="700" fill="#fff">NORTHWIND</text>`,
  coffee: ([, , m, a]) =>
    `<path d="M330 260 L670 260 L700 820 L300 820 Z" fill="${m}"/><path d="M330 260 L360 200 L640 200 L670 260" fill="${a}"/>` +
    `<ellipse cx="500" cy="520" rx="90" ry="130" fill="${a}"/><path d="M500 400 Q460 520 500 640" fill="none" stroke="${m}" stroke-width="12"/>`,
  bottle: ([, , m, a]) =>
    `<rect x="430" y="150" width="140" height="80" rx="16" fill="${a}"/><path d="M400 260 Q400 230 440 230 L560 230 Q600 230 600 260 L620 320 L620 790 Q620 830 580 830 L420 830 Q380 830 380 790 L380 320 Z" fill="${m}"/>` +
    `<rect x="380" y="480" width="240" height="120" fill="${a}" opacity=".5"/>`,
  candle: ([, , m, a]) =>
    `<rect x="360" y="420" width="280" height="400" rx="24" fill="${m}"/><path d="M500 420 L500 370" stroke="#333" stroke-width="8"/>` +
    `<path d="M500 280 Q540 340 500 372 Q460 340 500 280 Z" fill="${a}"/><rect x="360" y="560" width="280" height="90" fill="#fff" opacity=".35"/>`,
  socks: ([, , m, a]) =>
    [0, 1]
      .map(
        (i) =>
          `<path transform="translate(${i * 180 - 90} ${i * 30})" d="M380 180 L540 180 L540 560 L640 680 Q700 760 620 810 L470 810 Q380 810 380 720 Z" fill="${i ? a : m}" stroke="#0002" stroke-width="4"/>`,
      )
      .join(''),
};

/** A small seeded generator (mulberry32) so landscapes are random-looking yet identical per run. */
function seeded(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${title}</title>${body}</svg>\n`;
}

function product(title: string, shape: string, p: Palette): string {
  const bg = `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/></linearGradient></defs>`;
  const floor = `<rect width="1000" height="1000" fill="url(#g)"/><ellipse cx="500" cy="830" rx="330" ry="34" fill="#000" opacity=".12"/>`;
  return svg(1000, 1000, title, bg + floor + SHAPES[shape](p));
}

function ridge(rand: () => number, width: number, base: number, amplitude: number): string {
  const points: string[] = [`0,${base}`];
  for (let x = 0; x <= width; x += width / 12) points.push(`${Math.round(x)},${Math.round(base - rand() * amplitude)}`);
  return `M${points.join(' L')} L${width},${base + amplitude * 3} L0,${base + amplitude * 3} Z`;
}

function landscape(title: string, width: number, height: number, seed: number, p: Palette): string {
  const rand = seeded(seed);
  const defs = `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/></linearGradient></defs>`;
  const sun = `<circle cx="${Math.round(width * (0.15 + rand() * 0.7))}" cy="${Math.round(height * (0.18 + rand() * 0.2))}" r="${Math.round(height * 0.08)}" fill="#fff" opacity=".8"/>`;
  const layers = [0.45, 0.6, 0.78]
    .map(
      (level, i) =>
        `<path d="${ridge(rand, width, height * level + height * 0.1, height * (0.3 - i * 0.08))}" fill="${i === 2 ? p[2] : p[3]}" opacity="${0.45 + i * 0.25}"/>`,
    )
    .join('');
  const trees = Array.from({ length: 7 }, () => {
    const x = Math.round(rand() * width);
    const y = Math.round(height * (0.82 + rand() * 0.12));
    const s = Math.round(height * (0.05 + rand() * 0.06));
    return `<path d="M${x} ${y - s * 2} L${x + s / 2} ${y} L${x - s / 2} ${y} Z" fill="${p[2]}"/>`;
  }).join('');
  return svg(
    width,
    height,
    title,
    `${defs}<rect width="${width}" height="${height}" fill="url(#s)"/>${sun}${layers}${trees}`,
  );
}

const PALETTES: Record<string, Palette> = {
  olive: ['#eef0e6', '#d9dcc8', '#5f6b3a', '#2f3520'],
  navy: ['#e8edf3', '#cfd8e3', '#23385a', '#101c30'],
  rust: ['#f6ece4', '#ead6c6', '#b5532c', '#f4e3d3'],
  cream: ['#f3f1ec', '#e2ddd2', '#efe6d2', '#7a6a55'],
  slate: ['#eceff1', '#d5dade', '#56636d', '#c9d1d6'],
  forest: ['#e9f0ea', '#cfdccf', '#2e5339', '#dce8dd'],
  heather: ['#f1f1f1', '#dedede', '#8d9096', '#61646a'],
  brass: ['#f5f0e3', '#e6dcc1', '#a07a2c', '#f2b33d'],
  plum: ['#f2ecf1', '#e0d2de', '#6b3a5f', '#e8b4d8'],
  glacier: ['#e9f3f6', '#cfe3ea', '#5aa0b8', '#1f4e5f'],
  ember: ['#f7ebe6', '#ecd0c4', '#d9542b', '#3a2a24'],
  dawn: ['#fde4c8', '#f7b7a3', '#5b3a5e', '#8a5a7a'],
  noon: ['#bfe3f5', '#eaf6fb', '#2f5d3a', '#6d9a7a'],
  dusk: ['#2b2d5c', '#e38b6d', '#1d1e3a', '#51406e'],
  mist: ['#dfe6ea', '#f4f6f7', '#4f5d63', '#8fa1a8'],
};

/** Every file the demo sites reference, with the recipe that draws it. */
function demoImages(): Record<string, string> {
  const files: Record<string, string> = {};
  const products: [string, string, string, string][] = [
    ['canvas-field-jacket', 'jacket', 'olive', 'Canvas Field Jacket in olive'],
    ['canvas-field-jacket-navy', 'jacket', 'navy', 'Canvas Field Jacket in navy'],
    ['merino-crew-tee', 'tee', 'heather', 'Merino Crew Tee in heather grey'],
    ['merino-crew-tee-forest', 'tee', 'forest', 'Merino Crew Tee in forest green'],
    ['blue-shirt', 'tee', 'glacier', 'Chambray Work Shirt in washed blue'],
    ['blue-shirt-indigo', 'tee', 'navy', 'Chambray Work Shirt in indigo'],
    ['enamel-camp-mug', 'mug', 'cream', 'Enamel Camp Mug in cream'],
    ['enamel-camp-mug-rust', 'mug', 'rust', 'Enamel Camp Mug in rust'],
    ['waxed-canvas-backpack', 'backpack', 'olive', 'Waxed Canvas Backpack'],
    ['brass-trail-lantern', 'lantern', 'brass', 'Brass Trail Lantern'],
    ['wool-camp-blanket', 'blanket', 'rust', 'Wool Camp Blanket in rust stripe'],
    ['wool-camp-blanket-slate', 'blanket', 'slate', 'Wool Camp Blanket in slate stripe'],
    ['field-notes-trio', 'notebook', 'forest', 'Field Notes Trio notebooks'],
    ['trail-map-prints', 'print', 'navy', 'Trail Map Print Collection'],
    ['navigation-workshop', 'compass', 'forest', 'Backcountry Navigation Workshop'],
    ['gift-card', 'giftcard', 'navy', 'Northwind gift card'],
    ['campfire-coffee-club', 'coffee', 'ember', 'Campfire Roast Coffee Club bag'],
    ['insulated-bottle', 'bottle', 'glacier', 'Insulated Bottle in glacier blue'],
    ['insulated-bottle-ember', 'bottle', 'ember', 'Insulated Bottle in ember red'],
    ['beeswax-candle', 'candle', 'brass', 'Beeswax Camp Candle'],
    ['wool-hiking-socks', 'socks', 'plum', 'Wool Hiking Socks'],
  ];
  for (const [name, shape, palette, title] of products)
    files[`product-${name}.svg`] = product(title, shape, PALETTES[palette]);
  const skies = ['dawn', 'noon', 'dusk', 'mist'];
  for (let i = 1; i <= 10; i++)
    files[`journal-${i}.svg`] = landscape(`Journal header ${i}`, 1600, 900, 100 + i, PALETTES[skies[i % 4]]);
  for (let i = 1; i <= 6; i++)
    files[`event-${i}.svg`] = landscape(`Event ${i}`, 1200, 800, 200 + i, PALETTES[skies[(i + 1) % 4]]);
  for (let i = 1; i <= 12; i++) {
    const portrait = i % 4 === 0;
    files[`gallery-${i}.svg`] = landscape(
      `Gallery image ${i}`,
      portrait ? 800 : 1200,
      portrait ? 1200 : 800,
      300 + i,
      PALETTES[skies[i % 4]],
    );
  }
  files['home-hero.svg'] = landscape('Northwind hero', 1600, 900, 7, PALETTES.dawn);
  return files;
}

function anotherImages(): Record<string, string> {
  return {
    'product-sourdough.svg': product('Country sourdough loaf', 'candle', PALETTES.cream),
    'product-tea-towel.svg': product('Linen tea towel', 'blanket', PALETTES.slate),
    'product-baking-class.svg': product('Weekend baking class', 'compass', PALETTES.rust),
    'harbor.svg': landscape('Harbour at dawn', 1600, 900, 42, PALETTES.mist),
  };
}

/** Every demo image by site and file name, as SVG text. */
export function drawFixtureImages(): Record<string, Record<string, string>> {
  return { demo: demoImages(), another: anotherImages() };
}

export const SITES_DIR = join(import.meta.dirname, '..', 'fixtures', 'sites');

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [site, files] of Object.entries(drawFixtureImages())) {
    const dir = join(SITES_DIR, site, 'assets');
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    console.log(`${site}: ${Object.keys(files).length} images in ${dir}`);
  }
}
